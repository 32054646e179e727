// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbenchpage.h"

#include "theme.h"
#include "tokens/requestcomparedialog.h"
#include "store/errors.h"
#include "token/fingerprint.h"

#include "workbench/curl.h"
#include "workbench/sender.h"
#include "workbench/stats.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace idem::ui {

using namespace idem::workbench;

namespace {

const QString kSettingsOrg = QStringLiteral("IdemScope");
const QString kSettingsApp = QStringLiteral("idemscope");
const QString kHistoryKey = QStringLiteral("workbench/history");
const QString kCollectionKey = QStringLiteral("workbench/collection");

QTableWidgetItem* plainItem(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

QString specTitle(const RequestSpec& s) {
    // A tooltip or a collection's default name: never the URL's password.
    return QString::fromLatin1(s.method) + QLatin1Char(' ') + s.url.toString(QUrl::RemovePassword) +
           (s.key.isEmpty() ? QString() : QStringLiteral("  [") + s.key + QLatin1Char(']'));
}

/// What a history row shows: method, path and the start of the key (the whole in a tooltip).
QString specShortTitle(const RequestSpec& s) {
    QString text = QString::fromLatin1(s.method) + QLatin1Char(' ') +
                   (s.url.path().isEmpty() ? QStringLiteral("/") : s.url.path());
    if (!s.key.isEmpty())
        text += QStringLiteral(" · ") +
                (s.key.size() > 12 ? s.key.left(12) + QStringLiteral("…") : s.key);
    return text;
}

/// The body pretty-printed when it is JSON, else as text (bounded: a large body is cut).
QString bodyText(const QByteArray& body) {
    constexpr qsizetype kMax = 256 * 1024;
    QJsonParseError error{};
    // Pretty-printing costs time on the GUI thread: only bodies of a readable size.
    const QJsonDocument doc =
        body.size() <= 4 * kMax ? QJsonDocument::fromJson(body, &error) : QJsonDocument();
    QString text = !doc.isNull() ? QString::fromUtf8(doc.toJson(QJsonDocument::Indented))
                                 : QString::fromUtf8(body.left(kMax));
    if (doc.isNull() && body.size() > kMax)
        text += QCoreApplication::translate("idem::ui::WorkbenchPage", "\n… (%1 bytes in all)")
                    .arg(body.size());
    return text;
}

} // namespace

WorkbenchPage::WorkbenchPage(QWidget* parent)
    : QWidget(parent), m_sender(new Sender(SenderOptions{}, this)) {
    setObjectName(QStringLiteral("workbenchPage"));
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(createSidebar());

    auto* main = new QWidget(splitter);
    auto* mainLayout = new QVBoxLayout(main);
    mainLayout->setContentsMargins(0, 0, 0, 0);
    auto* vertical = new QSplitter(Qt::Vertical, main);
    vertical->addWidget(createComposer());
    m_tabs = new QTabWidget(vertical);
    m_tabs->addTab(createResponseTab(), QString());
    m_tabs->addTab(createReplayTab(), QString());
    m_tabs->addTab(createVariationsTab(), QString());
    vertical->addWidget(m_tabs);
    vertical->setStretchFactor(0, 2);
    vertical->setStretchFactor(1, 3);
    mainLayout->addWidget(vertical);
    m_status = new QLabel(main);
    m_status->setObjectName(QStringLiteral("workbenchStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    mainLayout->addWidget(m_status);
    splitter->addWidget(main);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 5);
    splitter->setSizes({fontMetrics().averageCharWidth() * 28, fontMetrics().averageCharWidth() * 140});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    loadSettings();
    refreshLists();
    validateBody();
    retranslateUi();
}

void WorkbenchPage::retranslateUi() {
    setWindowTitle(tr("Workbench")); // the tab's text (MainWindow::addPage)
    m_texts.retranslate();
    m_tabs->setTabText(0, tr("Response"));
    m_tabs->setTabText(1, tr("Replay"));
    m_tabs->setTabText(2, tr("Variations"));
    m_sidebar->setTabText(0, tr("History"));
    m_sidebar->setTabText(1, tr("Collection"));
    m_headers->setHorizontalHeaderLabels({tr("Header"), tr("Value")});
    m_responseHeaders->setHorizontalHeaderLabels({tr("Header"), tr("Value")});
    m_replayTable->setHorizontalHeaderLabels(
        {tr("Status"), tr("Replayed?"), tr("Latency"), tr("Error")});
    m_variationTable->setHorizontalHeaderLabels(
        {tr("Variation"), tr("Expected"), tr("Result"), tr("What happened")});
    m_profile->setItemText(0, tr("IETF draft (draft-ietf-httpapi-idempotency-key-header)"));
    m_profile->setItemText(1, tr("Stripe-like"));
}

void WorkbenchPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

WorkbenchPage::~WorkbenchPage() = default;

QWidget* WorkbenchPage::createSidebar() {
    auto* box = new QTabWidget(this);
    m_sidebar = box;
    box->setObjectName(QStringLiteral("workbenchSidebar"));

    auto* historyPage = new QWidget(box);
    auto* hl = new QVBoxLayout(historyPage);
    m_historyList = new QListWidget(historyPage);
    m_historyList->setObjectName(QStringLiteral("historyList"));
    m_historyList->setTextElideMode(Qt::ElideRight);
    m_historyList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    hl->addWidget(m_historyList);
    connect(m_historyList, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int row = m_historyList->row(item);
        if (row >= 0 && row < m_history.size())
            showSaved(m_history.at(row));
    });
    box->addTab(historyPage, QString());

    auto* collectionPage = new QWidget(box);
    auto* cl = new QVBoxLayout(collectionPage);
    m_collectionList = new QListWidget(collectionPage);
    m_collectionList->setObjectName(QStringLiteral("collectionList"));
    cl->addWidget(m_collectionList);
    auto* buttons = new QHBoxLayout;
    auto* save = translated(new QPushButton(collectionPage), "text", QT_TR_NOOP("Save…"));
    auto* remove = translated(new QPushButton(collectionPage), "text", QT_TR_NOOP("Remove"));
    buttons->addWidget(save);
    buttons->addWidget(remove);
    cl->addLayout(buttons);
    connect(m_collectionList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { loadFromCollection(item->text()); });
    connect(save, &QPushButton::clicked, this, [this] {
        auto* dialog = new QInputDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowTitle(tr("Save request"));
        dialog->setLabelText(tr("Name in the collection:"));
        dialog->setTextValue(specTitle(request()).left(60));
        connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString& name) {
            if (!name.trimmed().isEmpty())
                saveToCollection(name.trimmed());
        });
        dialog->open();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        QListWidgetItem* item = m_collectionList->currentItem();
        if (!item)
            return;
        const QString name = item->text();
        m_collection.removeIf([&name](const auto& entry) { return entry.first == name; });
        saveCollections();
        refreshLists();
    });
    box->addTab(collectionPage, QString());
    return box;
}

QWidget* WorkbenchPage::createComposer() {
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* line = new QHBoxLayout;
    m_method = new QComboBox(w);
    m_method->setObjectName(QStringLiteral("method"));
    m_method->setEditable(true);
    m_method->addItems({QStringLiteral("POST"), QStringLiteral("PATCH"), QStringLiteral("PUT"),
                        QStringLiteral("GET"), QStringLiteral("DELETE")});
    m_url = new QLineEdit(w);
    m_url->setObjectName(QStringLiteral("url"));
    translated(m_url, "placeholderText", QT_TR_NOOP("http://127.0.0.1:8088/orders"));
    m_send = translated(new QPushButton(w), "text", QT_TR_NOOP("&Send"));
    m_send->setObjectName(QStringLiteral("send"));
    m_send->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    auto* importButton = translated(new QPushButton(w), "text", QT_TR_NOOP("Import curl…"));
    auto* copyButton = translated(new QPushButton(w), "text", QT_TR_NOOP("Copy as curl"));
    line->addWidget(m_method);
    line->addWidget(m_url, 1);
    line->addWidget(m_send);
    line->addWidget(importButton);
    line->addWidget(copyButton);
    layout->addLayout(line);
    connect(m_send, &QPushButton::clicked, this, &WorkbenchPage::send);
    connect(importButton, &QPushButton::clicked, this, &WorkbenchPage::importCurlInteractively);
    connect(copyButton, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(curlCommand());
        setStatus(tr("The request is on the clipboard as a curl command."));
    });

    auto* keyLine = new QHBoxLayout;
    m_keyHeader = new QLineEdit(QStringLiteral("Idempotency-Key"), w);
    m_keyHeader->setObjectName(QStringLiteral("keyHeader"));
    m_keyHeader->setMaximumWidth(180);
    m_key = new QLineEdit(w);
    m_key->setObjectName(QStringLiteral("key"));
    translated(m_key, "placeholderText", QT_TR_NOOP("no key: the request is sent without one"));
    m_keyMenu = new QToolButton(w);
    translated(m_keyMenu, "text", QT_TR_NOOP("New key"));
    m_keyMenu->setPopupMode(QToolButton::MenuButtonPopup);
    auto* menu = new QMenu(m_keyMenu);
    translated(menu->addAction(QString(), this, [this] { generateKey(TokenFormat::Uuid); }),
               "text", QT_TR_NOOP("Generate uuid"));
    translated(menu->addAction(QString(), this, [this] { generateKey(TokenFormat::Business); }),
               "text", QT_TR_NOOP("Generate business key"));
    translated(menu->addAction(QString(), this, &WorkbenchPage::issueKey), "text",
               QT_TR_NOOP("Issue from the gateway (POST /idempotency/tokens)"));
    m_keyMenu->setMenu(menu);
    connect(m_keyMenu, &QToolButton::clicked, this, [this] { generateKey(TokenFormat::Uuid); });
    keyLine->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Key header:")));
    keyLine->addWidget(m_keyHeader);
    keyLine->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Key:")));
    keyLine->addWidget(m_key, 1);
    keyLine->addWidget(m_keyMenu);
    layout->addLayout(keyLine);

    auto* split = new QSplitter(Qt::Horizontal, w);
    auto* headersBox = new QWidget(split);
    auto* hl = new QVBoxLayout(headersBox);
    hl->setContentsMargins(0, 0, 0, 0);
    m_headers = new QTableWidget(0, 2, headersBox);
    m_headers->setObjectName(QStringLiteral("headers"));
    m_headers->horizontalHeader()->setStretchLastSection(true);
    m_headers->verticalHeader()->hide();
    hl->addWidget(m_headers);
    auto* hb = new QHBoxLayout;
    auto* addHeader = translated(new QPushButton(headersBox), "text", QT_TR_NOOP("Add header"));
    auto* removeHeader = translated(new QPushButton(headersBox), "text", QT_TR_NOOP("Remove"));
    hb->addWidget(addHeader);
    hb->addWidget(removeHeader);
    hb->addStretch();
    hl->addLayout(hb);
    connect(addHeader, &QPushButton::clicked, this, [this] {
        const int row = m_headers->rowCount();
        m_headers->insertRow(row);
        m_headers->setItem(row, 0, new QTableWidgetItem);
        m_headers->setItem(row, 1, new QTableWidgetItem);
        m_headers->editItem(m_headers->item(row, 0));
    });
    connect(removeHeader, &QPushButton::clicked, this, [this] {
        if (m_headers->currentRow() >= 0)
            m_headers->removeRow(m_headers->currentRow());
    });

    auto* bodyBox = new QWidget(split);
    auto* bl = new QVBoxLayout(bodyBox);
    bl->setContentsMargins(0, 0, 0, 0);
    m_body = new QPlainTextEdit(bodyBox);
    m_body->setObjectName(QStringLiteral("body"));
    translated(m_body, "placeholderText", QT_TR_NOOP("Request body"));
    m_body->setLineWrapMode(QPlainTextEdit::NoWrap);
    bl->addWidget(m_body);
    auto* bb = new QHBoxLayout;
    auto* pretty = translated(new QPushButton(bodyBox), "text", QT_TR_NOOP("Pretty-print JSON"));
    m_bodyState = new QLabel(bodyBox);
    m_bodyState->setObjectName(QStringLiteral("bodyState"));
    m_bodyState->setTextFormat(Qt::PlainText);
    bb->addWidget(pretty);
    bb->addWidget(m_bodyState, 1);
    bl->addLayout(bb);
    connect(pretty, &QPushButton::clicked, this, &WorkbenchPage::prettyBody);
    connect(m_body, &QPlainTextEdit::textChanged, this, &WorkbenchPage::validateBody);
    split->addWidget(headersBox);
    split->addWidget(bodyBox);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    return w;
}

QWidget* WorkbenchPage::createResponseTab() {
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    m_responseStatus = translated(new QLabel(w), "text", QT_TR_NOOP("Nothing sent yet."));
    m_responseStatus->setObjectName(QStringLiteral("responseStatus"));
    m_responseStatus->setTextFormat(Qt::PlainText);
    layout->addWidget(m_responseStatus);
    auto* split = new QSplitter(Qt::Horizontal, w);
    m_responseHeaders = new QTableWidget(0, 2, split);
    m_responseHeaders->setObjectName(QStringLiteral("responseHeaders"));
    m_responseHeaders->horizontalHeader()->setStretchLastSection(true);
    m_responseHeaders->verticalHeader()->hide();
    m_responseBody = new QPlainTextEdit(split);
    m_responseBody->setObjectName(QStringLiteral("responseBody"));
    m_responseBody->setReadOnly(true);
    split->addWidget(m_responseHeaders);
    split->addWidget(m_responseBody);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    return w;
}

QWidget* WorkbenchPage::createReplayTab() {
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    auto* line = new QHBoxLayout;
    m_count = new QSpinBox(w);
    m_count->setObjectName(QStringLiteral("replayCount"));
    m_count->setRange(1, 100000);
    m_count->setValue(10);
    m_concurrency = new QSpinBox(w);
    m_concurrency->setObjectName(QStringLiteral("replayConcurrency"));
    m_concurrency->setRange(1, 1024);
    m_concurrency->setValue(1);
    translated(m_concurrency, "specialValueText", QT_TR_NOOP("1 (one after another)"));
    m_expected = new QSpinBox(w);
    m_expected->setRange(0, 100000);
    m_expected->setValue(1);
    m_stats = new QLineEdit(w);
    m_stats->setObjectName(QStringLiteral("statsUrl"));
    translated(m_stats, "placeholderText",
               QT_TR_NOOP("optional: the upstream's execution counts, e.g. "
                          "http://127.0.0.1:9000/orders/stats"));
    m_replayButton = translated(new QPushButton(w), "text", QT_TR_NOOP("&Replay"));
    m_replayButton->setObjectName(QStringLiteral("replay"));
    m_cancelReplay = translated(new QPushButton(w), "text", QT_TR_NOOP("Cancel"));
    m_cancelReplay->setEnabled(false);
    line->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Times:")));
    line->addWidget(m_count);
    line->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("At a time:")));
    line->addWidget(m_concurrency);
    line->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Expected executions:")));
    line->addWidget(m_expected);
    line->addWidget(m_replayButton);
    line->addWidget(m_cancelReplay);
    line->addStretch();
    layout->addLayout(line);
    auto* statsLine = new QHBoxLayout;
    statsLine->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Stats URL:")));
    statsLine->addWidget(m_stats, 1);
    layout->addLayout(statsLine);
    m_verdict = new QLabel(w);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setWordWrap(true);
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_verdict->setFont(big);
    layout->addWidget(m_verdict);
    m_replayTable = new QTableWidget(0, 4, w);
    m_replayTable->setObjectName(QStringLiteral("replayTable"));
    m_replayTable->horizontalHeader()->setStretchLastSection(true);
    m_replayTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    layout->addWidget(m_replayTable, 1);
    connect(m_replayButton, &QPushButton::clicked, this,
            [this] { startReplay(m_count->value(), m_concurrency->value()); });
    connect(m_cancelReplay, &QPushButton::clicked, this, &WorkbenchPage::cancelReplay);
    return w;
}

QWidget* WorkbenchPage::createVariationsTab() {
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    auto* line = new QHBoxLayout;
    m_profile = new QComboBox(w);
    m_profile->setObjectName(QStringLiteral("profile"));
    m_profile->addItem(QString(), profileId(Profile::IetfDraft));
    m_profile->addItem(QString(), profileId(Profile::StripeLike));
    line->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Profile:")));
    line->addWidget(m_profile);
    for (const VariationKind kind : allVariations()) {
        auto* check = new QCheckBox(w);
        switch (kind) {
        case VariationKind::ChangedBody: translated(check, "text", QT_TR_NOOP("changed body")); break;
        case VariationKind::NoKey: translated(check, "text", QT_TR_NOOP("no key")); break;
        case VariationKind::Concurrent: translated(check, "text", QT_TR_NOOP("two at once")); break;
        case VariationKind::OtherScope: translated(check, "text", QT_TR_NOOP("other scope")); break;
        }
        check->setChecked(true);
        check->setProperty("variation", variationId(kind));
        m_variationChecks.append(check);
        line->addWidget(check);
    }
    m_variationButton = translated(new QPushButton(w), "text", QT_TR_NOOP("Run variations"));
    m_variationButton->setObjectName(QStringLiteral("runVariations"));
    line->addWidget(m_variationButton);
    line->addStretch();
    layout->addLayout(line);
    m_variationTable = new QTableWidget(0, 4, w);
    m_variationTable->setObjectName(QStringLiteral("variationTable"));
    m_variationTable->horizontalHeader()->setStretchLastSection(true);
    m_variationTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A 422 of the changed-body variation opens the comparison of the two bodies.
    connect(m_variationTable, &QTableWidget::cellDoubleClicked, this,
            [this](int row, int) { compareVariation(row); });
    layout->addWidget(m_variationTable, 1);
    connect(m_variationButton, &QPushButton::clicked, this, [this] {
        startVariations(parseProfile(m_profile->currentData().toString())
                            .value_or(Profile::IetfDraft));
    });
    return w;
}

RequestSpec WorkbenchPage::request() const {
    RequestSpec s;
    s.method = m_method->currentText().trimmed().toUpper().toLatin1();
    s.url = QUrl(m_url->text().trimmed(), QUrl::StrictMode);
    for (int row = 0; row < m_headers->rowCount(); ++row) {
        const QString name = m_headers->item(row, 0) ? m_headers->item(row, 0)->text().trimmed()
                                                     : QString();
        const QString value = m_headers->item(row, 1) ? m_headers->item(row, 1)->text() : QString();
        if (!name.isEmpty())
            s.headers.append({name.toLatin1(), value.trimmed().toLatin1()});
    }
    s.body = m_body->toPlainText().toUtf8();
    s.keyHeader = m_keyHeader->text().trimmed().toLatin1();
    s.key = m_key->text().trimmed();
    return s;
}

void WorkbenchPage::setRequest(const RequestSpec& spec) {
    m_method->setCurrentText(QString::fromLatin1(spec.method));
    m_url->setText(spec.url.toString());
    m_headers->setRowCount(0);
    for (const auto& [name, value] : spec.headers) {
        const int row = m_headers->rowCount();
        m_headers->insertRow(row);
        m_headers->setItem(row, 0, new QTableWidgetItem(QString::fromLatin1(name)));
        m_headers->setItem(row, 1, new QTableWidgetItem(QString::fromLatin1(value)));
    }
    m_body->setPlainText(QString::fromUtf8(spec.body));
    m_keyHeader->setText(QString::fromLatin1(spec.keyHeader));
    m_key->setText(spec.key);
}

void WorkbenchPage::setDefaults(const QUrl& url, const QUrl& statsUrl) {
    if (m_url->text().trimmed().isEmpty() || m_url->text() == m_url->placeholderText()) {
        m_url->setText(url.toString());
        if (m_body->toPlainText().isEmpty())
            m_body->setPlainText(QStringLiteral("{\n    \"amount\": 42,\n    \"currency\": \"EUR\"\n}"));
        if (m_headers->rowCount() == 0) {
            m_headers->insertRow(0);
            m_headers->setItem(0, 0, new QTableWidgetItem(QStringLiteral("Content-Type")));
            m_headers->setItem(0, 1, new QTableWidgetItem(QStringLiteral("application/json")));
        }
    }
    setStatsUrl(statsUrl);
}

QUrl WorkbenchPage::statsUrl() const {
    return QUrl(m_stats->text().trimmed(), QUrl::StrictMode);
}

void WorkbenchPage::setStatsUrl(const QUrl& url) {
    m_stats->setText(url.toString());
}

void WorkbenchPage::openRecord(const idem::TokenRecord& record) {
    RequestSpec spec = request();
    if (!record.method.isEmpty())
        spec.method = record.method.toLatin1();
    if (!record.path.isEmpty()) {
        QUrl url = spec.url.isValid() && !spec.url.host().isEmpty()
                       ? spec.url
                       : QUrl(QStringLiteral("http://127.0.0.1:8088"));
        const qsizetype q = record.path.indexOf(QLatin1Char('?'));
        url.setPath(q < 0 ? record.path : record.path.left(q));
        url.setQuery(q < 0 ? QString() : record.path.mid(q + 1));
        spec.url = url;
    }
    spec.key = record.key;
    // The body stays as composed: the record keeps only a bounded sample of the original,
    // and a cut body would be answered 422 (another fingerprint).
    setRequest(spec);
    m_tabs->setCurrentIndex(0);
    setStatus(tr("Composed from token %1.").arg(record.key));
}

bool WorkbenchPage::importCurlCommand(const QString& command) {
    const CurlImport imported = importCurl(command, m_keyHeader->text().trimmed().toLatin1());
    if (!imported.ok()) {
        setStatus(tr("Not imported: %1").arg(imported.error), true);
        return false;
    }
    setRequest(imported.spec);
    setStatus(tr("Imported from curl."));
    return true;
}

QString WorkbenchPage::curlCommand() const {
    return exportCurl(request());
}

void WorkbenchPage::importCurlInteractively() {
    auto* dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Import from curl"));
    dialog->setLabelText(tr("Paste a curl command (as browsers' \"Copy as cURL\" writes it):"));
    dialog->setOption(QInputDialog::UsePlainTextEditForTextInput);
    connect(dialog, &QInputDialog::textValueSelected, this,
            [this](const QString& text) { importCurlCommand(text); });
    dialog->open();
}

bool WorkbenchPage::checkedRequest(RequestSpec* spec, bool needKey) {
    *spec = request();
    if (needKey && spec->key.isEmpty()) {
        generateKey(TokenFormat::Uuid);
        spec->key = m_key->text();
    }
    const QString problem = spec->problem();
    if (!problem.isEmpty()) {
        setStatus(problem, true);
        return false;
    }
    return true;
}

void WorkbenchPage::send() {
    RequestSpec spec;
    if (!checkedRequest(&spec, false))
        return;
    remember(spec);
    m_send->setEnabled(false);
    m_responseStatus->setText(tr("Sending…"));
    m_tabs->setCurrentIndex(0);
    m_sender->send(spec, this, [this](Response r) {
        m_send->setEnabled(true);
        showResponse(r);
        emit sent(r);
    });
}

void WorkbenchPage::showResponse(const Response& r) {
    if (r.status == 0) {
        m_responseStatus->setText(tr("No answer: %1 (after %2)").arg(r.error, formatMs(r.latencyMs())));
    } else {
        m_responseStatus->setText(
            tr("HTTP %1 %2 in %3%4")
                .arg(r.status)
                .arg(QString::fromLatin1(r.reason), formatMs(r.latencyMs()),
                     r.replayed ? tr(" — replayed (Idempotent-Replayed: true)") : QString()));
    }
    m_responseHeaders->setRowCount(0);
    for (const auto& [name, value] : r.headers) {
        const int row = m_responseHeaders->rowCount();
        m_responseHeaders->insertRow(row);
        auto* n = plainItem(QString::fromLatin1(name));
        auto* v = plainItem(QString::fromLatin1(value));
        if (name.compare("Idempotent-Replayed", Qt::CaseInsensitive) == 0) {
            QFont bold = n->font();
            bold.setBold(true);
            n->setFont(bold);
            v->setFont(bold);
            n->setForeground(palette().color(QPalette::Highlight));
            v->setToolTip(tr("The gateway answered from its store: the work did not run again."));
        }
        m_responseHeaders->setItem(row, 0, n);
        m_responseHeaders->setItem(row, 1, v);
    }
    m_responseHeaders->resizeColumnToContents(0);
    m_responseBody->setPlainText(bodyText(r.body));
}

void WorkbenchPage::startReplay(int count, int concurrency) {
    if (m_replay)
        return;
    RequestSpec spec;
    if (!checkedRequest(&spec, true))
        return;
    remember(spec);
    m_count->setValue(count);
    m_concurrency->setValue(concurrency);
    ReplayOptions o;
    o.spec = spec;
    o.count = count;
    o.concurrency = concurrency;
    o.statsUrl = statsUrl();
    o.expectedExecutions = m_expected->value();
    m_replay = new ReplayRun(o, this);
    m_replayTable->setRowCount(0);
    m_replayTable->setRowCount(std::min(count, kReplayRowsShown));
    m_verdict->setText(tr("Replaying %n time(s)…", nullptr, count));
    theme::setTextRole(m_verdict, std::nullopt);
    m_replayButton->setEnabled(false);
    m_cancelReplay->setEnabled(true);
    m_tabs->setCurrentIndex(1);
    connect(m_replay, &ReplayRun::answered, this, &WorkbenchPage::addReplayRow);
    connect(m_replay, &ReplayRun::finished, this, [this](const ReplayResult& result) {
        m_replayButton->setEnabled(true);
        m_cancelReplay->setEnabled(false);
        m_lastReplay = result;
        m_replayTable->setRowCount(
            std::min(int(result.responses.size()), kReplayRowsShown));
        showVerdict(result);
        // Cleared at once, so that a new replay can start from a slot of replayFinished.
        if (ReplayRun* run = m_replay.data()) {
            m_replay = nullptr;
            run->deleteLater();
        }
        emit replayFinished(result);
    });
    m_replay->start();
}

void WorkbenchPage::cancelReplay() {
    if (m_replay)
        m_replay->cancel();
}

void WorkbenchPage::addReplayRow(int index, const Response& r) {
    if (index >= kReplayRowsShown)
        return; // the verdict counts every answer; the table shows the first ones
    if (index >= m_replayTable->rowCount())
        m_replayTable->setRowCount(index + 1);
    m_replayTable->setItem(index, 0,
                           plainItem(r.status ? QString::number(r.status) : tr("none")));
    m_replayTable->setItem(index, 1, plainItem(r.replayed ? tr("yes") : tr("no")));
    m_replayTable->setItem(index, 2, plainItem(formatMs(r.latencyMs())));
    m_replayTable->setItem(index, 3, plainItem(r.error));
}

QColor WorkbenchPage::verdictColour(bool pass) const {
    return theme::color(pass ? theme::Role::Ok : theme::Role::Danger, palette());
}

QString WorkbenchPage::summaryText(const Verdict& v) {
    QStringList parts{tr("%n execution(s)", nullptr, v.executions),
                      tr("%n replay(s)", nullptr, v.tally.replayed)};
    if (v.tally.inFlight > 0)
        parts << tr("%n in flight (409)", nullptr, v.tally.inFlight);
    parts << tr("%n error(s)", nullptr, v.tally.errors);
    return parts.join(tr(", ", "between the parts of a verdict's summary"));
}

void WorkbenchPage::showVerdict(const ReplayResult& result) {
    const Verdict& v = result.verdict;
    const QString source = v.source == QLatin1String("upstream")
                               ? tr("(executions counted by the upstream)")
                               : tr("(executions as the answers show them; no stats URL)");
    // The reasons come from core in English (idemctl prints the same words).
    const QString summary = summaryText(v);
    m_verdict->setText(v.pass ? tr("PASS: %1 %2").arg(summary, source)
                              : tr("FAIL: %1. %2").arg(summary, v.reason));
    theme::setTextRole(m_verdict, v.pass ? theme::Role::Ok : theme::Role::Danger);
}

QString WorkbenchPage::verdictText() const {
    return m_verdict->text();
}

QString WorkbenchPage::statusText() const {
    return m_status->text();
}

void WorkbenchPage::startVariations(Profile profile) {
    if (m_variationRun)
        return;
    RequestSpec spec;
    if (!checkedRequest(&spec, false))
        return;
    m_profile->setCurrentIndex(m_profile->findData(profileId(profile)));
    VariationOptions o;
    o.spec = spec;
    o.profile = profile;
    o.statsUrl = statsUrl();
    o.kinds.clear();
    for (QCheckBox* check : std::as_const(m_variationChecks)) {
        if (check->isChecked())
            o.kinds.append(*parseVariation(check->property("variation").toString()));
    }
    m_variations.clear();
    m_shownVariations.clear();
    m_variationTable->setRowCount(0);
    m_variationButton->setEnabled(false);
    m_tabs->setCurrentIndex(2);
    m_variationRun = new VariationRun(o, this);
    connect(m_variationRun, &VariationRun::variationFinished, this, &WorkbenchPage::showVariation);
    connect(m_variationRun, &VariationRun::finished, this,
            [this](const QList<VariationResult>& results) {
                m_variationButton->setEnabled(true);
                m_variations = results;
                int passed = 0;
                for (const VariationResult& r : results)
                    passed += r.pass ? 1 : 0;
                setStatus(tr("%1 of %2 variations conform.").arg(passed).arg(results.size()),
                          passed != results.size());
                if (VariationRun* run = m_variationRun.data()) {
                    m_variationRun = nullptr;
                    run->deleteLater();
                }
                emit variationsFinished(results);
            });
    m_variationRun->start();
}

QString WorkbenchPage::variationText(VariationKind kind) {
    switch (kind) {
    case VariationKind::ChangedBody: return tr("changed body");
    case VariationKind::NoKey: return tr("no key");
    case VariationKind::Concurrent: return tr("two at once");
    case VariationKind::OtherScope: return tr("other scope");
    }
    return {};
}

RequestCompareDialog* WorkbenchPage::compareVariation(int row) {
    if (row < 0 || row >= m_shownVariations.size())
        return nullptr;
    const VariationResult& r = m_shownVariations.at(row);
    if (r.kind != VariationKind::ChangedBody || r.originalBody.isEmpty())
        return nullptr;
    // The first request of the variation as the gateway stored it (method, path with query,
    // body), and the changed one it refused with 422.
    const RequestSpec spec = request();
    QString path = spec.url.path(QUrl::FullyEncoded);
    if (path.isEmpty())
        path = QStringLiteral("/");
    if (spec.url.hasQuery())
        path += u'?' + spec.url.query(QUrl::FullyEncoded);
    idem::TokenRecord stored;
    stored.key = r.key;
    try {
        const auto identity =
            idem::RequestIdentity::of(QString::fromLatin1(spec.method), path, r.originalBody);
        stored.method = identity.method;
        stored.path = identity.path;
        stored.fingerprint = identity.fingerprint;
        stored.bodySample = identity.bodySample;
    } catch (const idem::Error& e) {
        setStatus(e.message(), true);
        return nullptr;
    }
    auto* dialog = new RequestCompareDialog(stored, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setOtherRequest(stored.method, stored.path, r.mismatchBody);
    dialog->show();
    return dialog;
}

void WorkbenchPage::showVariation(const VariationResult& r) {
    const int row = m_variationTable->rowCount();
    m_variationTable->insertRow(row);
    m_shownVariations.append(r);
    m_variationTable->setItem(row, 0, plainItem(variationText(r.kind)));
    m_variationTable->setItem(row, 1, plainItem(r.expected));
    auto* result = plainItem(r.pass ? tr("pass") : tr("fail"));
    result->setForeground(verdictColour(r.pass));
    m_variationTable->setItem(row, 2, result);
    auto* reason = plainItem(r.reason);
    if (!r.mismatchBody.isEmpty())
        reason->setToolTip(tr("Double-click to compare the stored body with the mismatching "
                              "one."));
    m_variationTable->setItem(row, 3, reason);
    m_variationTable->resizeColumnsToContents();
}

void WorkbenchPage::generateKey(TokenFormat format) {
    BusinessFormat business;
    business.prefix = QStringLiteral("WB");
    m_key->setText(TokenGenerator::generate(format, business));
}

void WorkbenchPage::issueKey() {
    const RequestSpec current = request();
    if (!current.url.isValid() || current.url.host().isEmpty()) {
        setStatus(tr("Give the gateway's URL first."), true);
        return;
    }
    RequestSpec issue;
    issue.method = QByteArrayLiteral("POST");
    issue.url = current.origin();
    issue.url.setPath(QStringLiteral("/idempotency/tokens"));
    issue.headers = {{QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")}};
    const QByteArray auth = current.header("Authorization");
    if (auth == RequestSpec::notSavedValue()) {
        setStatus(current.problem(), true);
        return;
    }
    if (!auth.isEmpty())
        issue.headers.append({QByteArrayLiteral("Authorization"), auth});
    issue.body = QByteArrayLiteral("{\"format\":\"uuid\"}");
    setStatus(tr("Asking %1 for a token…").arg(issue.url.toString()));
    m_sender->send(issue, QString(), this, [this](Response r) {
        const QString key =
            QJsonDocument::fromJson(r.body).object().value(QStringLiteral("key")).toString();
        if (r.status != 201 || key.isEmpty()) {
            setStatus(r.status ? tr("The gateway did not issue a token (HTTP %1).").arg(r.status)
                               : tr("The gateway did not answer: %1").arg(r.error),
                      true);
            return;
        }
        m_key->setText(key);
        setStatus(tr("Token issued by the gateway."));
        emit keyIssued(key);
    });
}

void WorkbenchPage::validateBody() {
    const QByteArray body = m_body->toPlainText().toUtf8();
    if (body.trimmed().isEmpty()) {
        m_bodyState->setText(tr("No body."));
        return;
    }
    QJsonParseError error{};
    QJsonDocument::fromJson(body, &error);
    m_bodyState->setText(error.error == QJsonParseError::NoError
                             ? tr("Valid JSON.")
                             : tr("Not JSON (%1 at %2); sent as text.")
                                   .arg(error.errorString())
                                   .arg(error.offset));
}

void WorkbenchPage::prettyBody() {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(m_body->toPlainText().toUtf8(), &error);
    if (doc.isNull()) {
        setStatus(tr("The body is not JSON: %1.").arg(error.errorString()), true);
        return;
    }
    m_body->setPlainText(QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed());
}

void WorkbenchPage::setStatus(const QString& text, bool error) {
    m_status->setText(text);
    theme::setTextRole(m_status, error ? std::optional(theme::Role::Danger) : std::nullopt);
}

void WorkbenchPage::remember(const RequestSpec& spec) {
    m_history.removeIf([&spec](const RequestSpec& s) { return s.toJson() == spec.toJson(); });
    m_history.prepend(spec);
    while (m_history.size() > kHistoryLimit)
        m_history.removeLast();
    saveHistory();
    refreshLists();
}

void WorkbenchPage::loadSettings() {
    QSettings settings(kSettingsOrg, kSettingsApp);
    const QJsonArray history =
        QJsonDocument::fromJson(settings.value(kHistoryKey).toByteArray()).array();
    // A settings file written before credentials were left out may still hold some: they are
    // dropped on reading and the file is written again without them.
    bool scrub = false;
    for (const QJsonValue& v : history) {
        const RequestSpec saved = RequestSpec::fromJson(v.toObject());
        const RequestSpec clean = saved.withoutSecrets();
        scrub = scrub || clean.toJson() != saved.toJson();
        m_history.append(clean);
    }
    const QJsonObject collection =
        QJsonDocument::fromJson(settings.value(kCollectionKey).toByteArray()).object();
    for (auto it = collection.begin(); it != collection.end(); ++it) {
        const RequestSpec saved = RequestSpec::fromJson(it.value().toObject());
        const RequestSpec clean = saved.withoutSecrets();
        scrub = scrub || clean.toJson() != saved.toJson();
        m_collection.append({it.key(), clean});
    }
    if (scrub) {
        saveHistory();
        saveCollections();
    }
}

// History and collections keep the credentials of this session in memory (a click on a history
// row brings the request back whole), but write them to the settings file without: the file is
// plain text in the user's folder, readable by backups and anything running as the user.
void WorkbenchPage::saveHistory() const {
    QJsonArray history;
    for (const RequestSpec& s : m_history)
        history.append(s.withoutSecrets().toJson());
    QSettings(kSettingsOrg, kSettingsApp)
        .setValue(kHistoryKey, QJsonDocument(history).toJson(QJsonDocument::Compact));
}

void WorkbenchPage::saveCollections() const {
    QJsonObject collection;
    for (const auto& [name, spec] : m_collection)
        collection.insert(name, spec.withoutSecrets().toJson());
    QSettings(kSettingsOrg, kSettingsApp)
        .setValue(kCollectionKey, QJsonDocument(collection).toJson(QJsonDocument::Compact));
}

void WorkbenchPage::showSaved(const RequestSpec& spec) {
    setRequest(spec);
    const QStringList missing = spec.notSavedParts();
    if (!missing.isEmpty()) {
        setStatus(tr("Credentials are never saved: type %1 again before sending (the value "
                     "%2 stands for it).")
                      .arg(missing.join(QStringLiteral(", ")),
                           QString::fromLatin1(RequestSpec::notSavedValue())),
                  true);
    }
}

void WorkbenchPage::refreshLists() {
    m_historyList->clear();
    for (const RequestSpec& s : std::as_const(m_history)) {
        auto* item = new QListWidgetItem(specShortTitle(s), m_historyList);
        item->setToolTip(specTitle(s));
    }
    m_collectionList->clear();
    for (const auto& entry : std::as_const(m_collection))
        m_collectionList->addItem(entry.first);
}

void WorkbenchPage::saveToCollection(const QString& name) {
    m_collection.removeIf([&name](const auto& entry) { return entry.first == name; });
    m_collection.append({name, request()});
    saveCollections();
    refreshLists();
    setStatus(tr("Saved as \"%1\".").arg(name));
}

QStringList WorkbenchPage::collectionNames() const {
    QStringList names;
    for (const auto& entry : m_collection)
        names << entry.first;
    return names;
}

bool WorkbenchPage::loadFromCollection(const QString& name) {
    for (const auto& [n, spec] : std::as_const(m_collection)) {
        if (n == name) {
            showSaved(spec);
            return true;
        }
    }
    return false;
}

} // namespace idem::ui
