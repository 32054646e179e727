// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "profileeditor.h"

#include "base/errors.h"
#include "theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace idem::ui {
namespace {

/// Red text that follows the palette: a warning colour readable in light and dark themes.
void makeWarning(QLabel* label) {
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    theme::setTextRole(label, theme::Role::Danger);
}

QLineEdit* lineEdit(QWidget* parent, const char* objectName, int maxLength = 1024) {
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(QString::fromLatin1(objectName));
    edit->setMaxLength(maxLength);
    return edit;
}

QCheckBox* checkBox(QWidget* parent, const char* objectName) {
    auto* box = new QCheckBox(parent);
    box->setObjectName(QString::fromLatin1(objectName));
    return box;
}

} // namespace

ProfileEditor::ProfileEditor(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("profileEditor"));
    m_tester = new ConnectionTester(this);
    connect(m_tester, &ConnectionTester::finished, this, &ProfileEditor::onTestFinished);
    buildUi();
    retranslateUi();
    setProfile(ConnectionProfile{}, true);
}

QLabel* ProfileEditor::addRow(const char* text, QWidget* field) {
    auto* label = new QLabel(this);
    label->setBuddy(field);
    m_labels.append({label, text});
    m_form->addRow(label, field);
    return label;
}

void ProfileEditor::buildUi() {
    auto* layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_name = lineEdit(this, "nameEdit", 200);
    addRow(QT_TR_NOOP("&Name:"), m_name);

    auto* urlRow = new QWidget(this);
    auto* urlLayout = new QHBoxLayout(urlRow);
    urlLayout->setContentsMargins(0, 0, 0, 0);
    m_url = lineEdit(urlRow, "urlEdit", 4096);
    m_applyUrl = new QPushButton(urlRow);
    m_applyUrl->setObjectName(QStringLiteral("applyUrlButton"));
    urlLayout->addWidget(m_url, 1);
    urlLayout->addWidget(m_applyUrl);
    addRow(QT_TR_NOOP("Store &URL:"), urlRow);
    m_urlError = new QLabel(this);
    m_urlError->setObjectName(QStringLiteral("urlError"));
    makeWarning(m_urlError);
    m_urlError->hide();
    m_form->addRow(QString(), m_urlError);

    m_backend = new QComboBox(this);
    m_backend->setObjectName(QStringLiteral("backendCombo"));
    m_backend->addItem(QString(), int(StoreBackend::Sqlite));
    m_backend->addItem(QString(), int(StoreBackend::Redis));
    m_backend->addItem(QString(), int(StoreBackend::Postgres));
    addRow(QT_TR_NOOP("&Backend:"), m_backend);

    m_host = lineEdit(this, "hostEdit", 253);
    addRow(QT_TR_NOOP("&Host:"), m_host);
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("portSpin"));
    m_port->setRange(0, 65535);
    addRow(QT_TR_NOOP("&Port:"), m_port);

    auto* dbRow = new QWidget(this);
    auto* dbLayout = new QHBoxLayout(dbRow);
    dbLayout->setContentsMargins(0, 0, 0, 0);
    m_database = lineEdit(dbRow, "databaseEdit");
    m_browse = new QPushButton(dbRow);
    m_browse->setObjectName(QStringLiteral("browseButton"));
    dbLayout->addWidget(m_database, 1);
    dbLayout->addWidget(m_browse);
    m_databaseLabel = addRow(QT_TR_NOOP("&Database:"), dbRow);

    m_user = lineEdit(this, "userEdit", 256);
    addRow(QT_TR_NOOP("U&ser:"), m_user);
    m_password = lineEdit(this, "passwordEdit", 4096);
    m_password->setEchoMode(QLineEdit::Password);
    addRow(QT_TR_NOOP("Pass&word:"), m_password);
    m_needsPassword = checkBox(this, "needsPasswordCheck");
    m_form->addRow(QString(), m_needsPassword);

    m_namespace = lineEdit(this, "namespaceEdit", 64);
    addRow(QT_TR_NOOP("Names&pace:"), m_namespace);
    m_layout = new QComboBox(this);
    m_layout->setObjectName(QStringLiteral("layoutCombo"));
    m_layout->addItem(QString(), false);
    m_layout->addItem(QString(), true);
    addRow(QT_TR_NOOP("&Layout:"), m_layout);
    m_table = lineEdit(this, "tableEdit", 40);
    addRow(QT_TR_NOOP("&Table:"), m_table);

    m_tls = checkBox(this, "tlsCheck");
    addRow(QT_TR_NOOP("TLS:"), m_tls);
    m_caFile = lineEdit(this, "caFileEdit");
    addRow(QT_TR_NOOP("CA certificate:"), m_caFile);
    m_certFile = lineEdit(this, "certFileEdit");
    addRow(QT_TR_NOOP("Client certificate:"), m_certFile);
    m_keyFile = lineEdit(this, "keyFileEdit");
    addRow(QT_TR_NOOP("Client key:"), m_keyFile);
    m_sni = lineEdit(this, "sniEdit", 253);
    addRow(QT_TR_NOOP("Server name (SNI):"), m_sni);
    m_verify = checkBox(this, "verifyCheck");
    m_form->addRow(QString(), m_verify);
    m_verifyWarning = new QLabel(this);
    m_verifyWarning->setObjectName(QStringLiteral("verifyWarning"));
    makeWarning(m_verifyWarning);
    m_form->addRow(QString(), m_verifyWarning);

    m_allowWrites = checkBox(this, "allowWritesCheck");
    m_form->addRow(QString(), m_allowWrites);
    m_production = checkBox(this, "productionCheck");
    m_form->addRow(QString(), m_production);

    auto* testRow = new QHBoxLayout;
    m_test = new QPushButton(this);
    m_test->setObjectName(QStringLiteral("testButton"));
    testRow->addWidget(m_test);
    testRow->addStretch(1);
    layout->addLayout(testRow);
    m_testResult = new QLabel(this);
    m_testResult->setObjectName(QStringLiteral("testResult"));
    m_testResult->setTextFormat(Qt::PlainText); // server text is never rich text
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_testResult);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("buttons"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ProfileEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // Fields -> URL on every change; URL -> fields when asked (Enter or the button).
    for (QLineEdit* edit : {m_host, m_database, m_user, m_namespace, m_table, m_caFile, m_certFile,
                            m_keyFile, m_sni}) {
        connect(edit, &QLineEdit::textEdited, this, &ProfileEditor::syncUrlFromFields);
    }
    connect(m_password, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (!text.isEmpty())
            m_needsPassword->setChecked(true);
    });
    connect(m_port, &QSpinBox::valueChanged, this, &ProfileEditor::syncUrlFromFields);
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_syncing)
            m_verbatim.reset(); // another backend chosen: back to fields
        updateVisibility();
        syncUrlFromFields();
    });
    connect(m_layout, &QComboBox::currentIndexChanged, this, &ProfileEditor::syncUrlFromFields);
    for (QCheckBox* box : {m_tls, m_verify}) {
        connect(box, &QCheckBox::toggled, this, [this] {
            updateVisibility();
            syncUrlFromFields();
        });
    }
    auto apply = [this] {
        QString error;
        if (!applyUrl(m_url->text(), &error))
            showUrlError(error);
    };
    connect(m_applyUrl, &QPushButton::clicked, this, apply);
    // Enter in the URL line fills the fields; it must not also accept the dialog (a QLineEdit
    // passes Enter on to the dialog's default button), so the key is taken here.
    m_url->installEventFilter(this);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        auto* dialog =
            new QFileDialog(this, tr("SQLite store file"), m_database->text(),
                            tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::AnyFile);
        connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& file) {
            m_database->setText(file);
            syncUrlFromFields();
        });
        dialog->open();
    });
    connect(m_test, &QPushButton::clicked, this, &ProfileEditor::testConnection);
}

void ProfileEditor::retranslateUi() {
    setWindowTitle(m_isNew ? tr("New connection") : tr("Edit connection"));
    for (const auto& [label, text] : std::as_const(m_labels))
        label->setText(tr(text));
    updateVisibility();
    m_url->setPlaceholderText(tr("Paste a store URL: sqlite:///..., redis://..., rediss://..., "
                                 "postgresql://..."));
    m_applyUrl->setText(tr("&Fill fields"));
    m_backend->setItemText(0, tr("SQLite file"));
    m_backend->setItemText(1, tr("Redis"));
    m_backend->setItemText(2, tr("PostgreSQL"));
    m_port->setSpecialValueText(tr("default"));
    m_browse->setText(tr("Bro&wse…"));
    m_needsPassword->setText(tr("The store needs a password (kept in the system keychain, or "
                                "asked at connect time)"));
    m_password->setPlaceholderText(m_profile.hasPassword ? tr("unchanged") : QString());
    m_namespace->setPlaceholderText(QStringLiteral("idempotency"));
    m_layout->setItemText(0, tr("native (IdemScope's own)"));
    m_layout->setItemText(1, tr("seed (idempotency:token:<key>)"));
    m_table->setPlaceholderText(QStringLiteral("idempotency_tokens"));
    m_tls->setText(tr("Use TLS"));
    m_verify->setText(tr("Verify the server's certificate and name"));
    m_verifyWarning->setText(
        tr("Certificate verification is off: anyone on the network path can pose as the "
           "server and read or change tokens."));
    m_allowWrites->setText(tr("Allow writes (release, expire, delete)"));
    m_allowWrites->setToolTip(m_isNew ? tr("Every new profile is read-only; allow writes by "
                                           "editing the profile once it is saved.")
                                      : QString());
    m_production->setText(tr("Production (type the profile's name before any write)"));
    m_test->setText(tr("&Test connection"));
}

bool ProfileEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_url && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            QString error;
            if (!applyUrl(m_url->text(), &error))
                showUrlError(error);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ProfileEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ProfileEditor::updateVisibility() {
    const auto backend = StoreBackend(m_backend->currentData().toInt());
    const bool network = backend != StoreBackend::Sqlite;
    const bool redis = backend == StoreBackend::Redis;
    const bool pg = backend == StoreBackend::Postgres;
    const bool tls = m_tls->isChecked();
    // A multi-host URL is edited as text: of the fields only the password stays.
    const bool fieldsShown = !m_verbatim.has_value();
    auto show = [this](QWidget* field, bool visible) {
        m_form->setRowVisible(field, visible);
    };
    for (QWidget* w : std::initializer_list<QWidget*>{m_password, m_needsPassword})
        show(w, network);
    for (QWidget* w : std::initializer_list<QWidget*>{m_host, m_port, m_user, m_tls})
        show(w, network && fieldsShown);
    show(m_browse->parentWidget(), fieldsShown);
    m_browse->setVisible(!network);
    show(m_namespace, redis && fieldsShown);
    show(m_layout, redis && fieldsShown);
    show(m_table, pg && fieldsShown);
    for (QWidget* w : std::initializer_list<QWidget*>{m_caFile, m_certFile, m_keyFile, m_verify})
        show(w, network && tls && fieldsShown);
    show(m_sni, redis && tls && fieldsShown); // libpq has no server-name option
    show(m_verifyWarning, network && tls && !m_verify->isChecked() && fieldsShown);
    m_databaseLabel->setText(network ? tr("&Database:") : tr("&File:"));
    m_database->setPlaceholderText(!network ? tr("/absolute/path/to/tokens.db")
                                   : redis  ? tr("0–15 (default 0)")
                                            : tr("database name"));
}

ConnectionFields ProfileEditor::fields() const {
    if (m_verbatim) {
        ConnectionFields f = *m_verbatim;
        f.password = m_password->text().isEmpty() ? m_knownPassword : m_password->text();
        f.sslPassword = m_sslPassword.isEmpty() ? m_knownSslPassword : m_sslPassword;
        return f;
    }
    ConnectionFields f;
    f.backend = StoreBackend(m_backend->currentData().toInt());
    f.database = m_database->text().trimmed();
    f.extraOptions = m_extraOptions;
    if (f.backend == StoreBackend::Sqlite)
        return f;
    f.host = m_host->text().trimmed();
    f.port = m_port->value();
    f.user = m_user->text();
    f.password = m_password->text().isEmpty() ? m_knownPassword : m_password->text();
    f.tls = m_tls->isChecked();
    f.verify = m_verify->isChecked();
    f.caFile = m_caFile->text().trimmed();
    f.certFile = m_certFile->text().trimmed();
    f.keyFile = m_keyFile->text().trimmed();
    if (f.backend == StoreBackend::Redis) {
        f.sni = m_sni->text().trimmed();
        f.ns = m_namespace->text().trimmed();
        f.seedLayout = m_layout->currentData().toBool();
    } else {
        f.table = m_table->text().trimmed();
        f.sslMode = m_sslMode;
        f.sslPassword = m_sslPassword.isEmpty() ? m_knownSslPassword : m_sslPassword;
    }
    return f;
}

void ProfileEditor::setFields(const ConnectionFields& f) {
    m_syncing = true;
    m_backend->setCurrentIndex(m_backend->findData(int(f.backend)));
    m_host->setText(f.host);
    m_port->setValue(f.port);
    m_database->setText(f.database);
    m_user->setText(f.user);
    if (!f.password.isEmpty()) {
        m_password->setText(f.password);
        m_needsPassword->setChecked(true);
    }
    if (!f.sslPassword.isEmpty())
        m_sslPassword = f.sslPassword;
    m_tls->setChecked(f.tls);
    m_verify->setChecked(f.verify);
    m_caFile->setText(f.caFile);
    m_certFile->setText(f.certFile);
    m_keyFile->setText(f.keyFile);
    m_sni->setText(f.sni);
    m_namespace->setText(f.ns);
    m_layout->setCurrentIndex(f.seedLayout ? 1 : 0);
    m_table->setText(f.table);
    m_sslMode = f.sslMode;
    m_extraOptions = f.extraOptions;
    if (f.verbatimUrl.isEmpty())
        m_verbatim.reset();
    else
        m_verbatim = f;
    m_syncing = false;
    updateVisibility();
    syncUrlFromFields();
}

bool ProfileEditor::applyUrl(const QString& url, QString* error) {
    try {
        setFields(fieldsFromUrl(url.trimmed()));
    } catch (const Error& e) {
        if (error)
            *error = e.message();
        return false;
    }
    showUrlError(QString());
    return true;
}

void ProfileEditor::syncUrlFromFields() {
    if (m_syncing)
        return;
    ConnectionFields f = fields();
    f.password.clear();
    m_url->setText(urlFromFields(f, SecretPart::Omit));
    m_url->setCursorPosition(0); // the scheme and host first, not the end of the query
    showUrlError(QString());
}

void ProfileEditor::showUrlError(const QString& text) {
    m_urlError->setText(text);
    m_form->setRowVisible(m_urlError, !text.isEmpty());
}

void ProfileEditor::setProfile(const ConnectionProfile& profile, bool isNew) {
    m_profile = profile;
    m_isNew = isNew;
    m_knownPassword.clear();
    m_knownSslPassword.clear();
    m_sslPassword.clear();
    m_name->setText(profile.name);
    m_password->clear();
    m_needsPassword->setChecked(profile.hasPassword);
    m_extraOptions.clear();
    m_sslMode.clear();
    if (profile.url.isEmpty() || !applyUrl(profile.url)) {
        ConnectionFields blank;
        setFields(blank);
    }
    m_allowWrites->setChecked(!isNew && !profile.readOnly);
    m_allowWrites->setEnabled(!isNew);
    m_production->setChecked(profile.production);
    m_testResult->clear();
    retranslateUi();
}

QString ProfileEditor::typedPassword() const {
    return m_password->text();
}

ConnectionProfile ProfileEditor::profile() const {
    ConnectionProfile p = m_profile;
    p.name = m_name->text().trimmed();
    ConnectionFields f = fields();
    f.password.clear();
    p.url = urlFromFields(f, SecretPart::Omit);
    p.readOnly = m_isNew || !m_allowWrites->isChecked();
    p.production = m_production->isChecked();
    p.hasPassword = f.backend != StoreBackend::Sqlite &&
                    (m_needsPassword->isChecked() || !m_password->text().isEmpty());
    p.hasSslPassword = f.backend == StoreBackend::Postgres &&
                       (m_profile.hasSslPassword || !m_sslPassword.isEmpty());
    p.connectUrl.clear();
    return p;
}

QString ProfileEditor::connectUrl(QString* error) const {
    const QString url = urlFromFields(fields(), SecretPart::Include);
    try {
        fieldsFromUrl(url);
    } catch (const Error& e) {
        *error = e.message();
        return {};
    }
    return url;
}

void ProfileEditor::testConnection() {
    QString error;
    const QString url = connectUrl(&error);
    if (url.isEmpty()) {
        ConnectionTestResult r;
        r.kind = ErrorKind::BadInput;
        r.error = error;
        onTestFinished(r);
        return;
    }
    if (!m_tester->start(url))
        return;
    m_test->setEnabled(false);
    theme::setTextRole(m_testResult, std::nullopt);
    m_testResult->setText(tr("Testing…"));
}

bool ProfileEditor::isTesting() const {
    return m_tester->isRunning();
}

void ProfileEditor::onTestFinished(const ConnectionTestResult& result) {
    m_test->setEnabled(true);
    QString text = result.summary();
    if (result.ok && !result.info.warning.isEmpty())
        text += QLatin1Char('\n') + result.info.warning;
    m_testResult->setText(text);
    theme::setTextRole(m_testResult, result.ok && result.info.warning.isEmpty()
                                         ? std::nullopt
                                         : std::optional(theme::Role::Danger));
    emit testFinished(result);
}

void ProfileEditor::accept() {
    if (m_name->text().trimmed().isEmpty()) {
        showUrlError(tr("A profile needs a name."));
        m_name->setFocus();
        return;
    }
    QString error;
    if (connectUrl(&error).isEmpty()) {
        showUrlError(error);
        return;
    }
    QDialog::accept();
}

} // namespace idem::ui
