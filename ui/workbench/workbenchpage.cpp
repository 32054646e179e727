// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Workbench page: its layout, the composer (request, key, body, curl) and the response. The
// runs of many requests (replay, variations) are in workbenchruns.cpp, the library sidebar in
// workbenchsidebar.cpp, history and collection themselves in RequestLibrary. Some 515 lines,
// kept whole: the composer and the response both work on the one request being edited.
#include "workbenchpage.h"

#include "base/errors.h"
#include "requestlibrary.h"
#include "theme.h"
#include "token/fingerprint.h"
#include "tokens/requestcomparedialog.h"
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
#include <QListView>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace idem::ui {

using namespace idem::workbench;

QString WorkbenchPage::specTitle(const RequestSpec& s) {
    // A tooltip or a collection's default name: never the URL's password.
    return QString::fromLatin1(s.method) + QLatin1Char(' ') + s.url.toString(QUrl::RemovePassword) +
           (s.key.isEmpty() ? QString() : QStringLiteral("  [") + s.key + QLatin1Char(']'));
}

namespace {

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

QTableWidgetItem* WorkbenchPage::plainItem(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

WorkbenchPage::WorkbenchPage(QWidget* parent)
    : QWidget(parent), m_sender(new Sender(SenderOptions{}, this)),
      m_library(new RequestLibrary(specShortTitle, specTitle, this)) {
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
    m_library->remember(spec);
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

} // namespace idem::ui
