// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "requestcomparedialog.h"

#include "theme.h"

#include "token/fingerprint.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>

namespace idem::ui {
namespace {

/// A bounded file read, on the GUI thread because it is one small local file the user just
/// chose: the gateway refuses bodies over 1 MiB by default, and the record keeps 4 KiB of one.
constexpr qint64 kMaxFileBytes = 1024 * 1024;

QPlainTextEdit* monoBox(QWidget* parent, const char* objectName, bool readOnly) {
    auto* box = new QPlainTextEdit(parent);
    box->setObjectName(QString::fromLatin1(objectName));
    box->setReadOnly(readOnly);
    box->setLineWrapMode(QPlainTextEdit::NoWrap);
    box->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return box;
}

} // namespace

RequestCompareDialog::RequestCompareDialog(const idem::TokenRecord& stored, QWidget* parent)
    : QDialog(parent), m_stored(stored) {
    setObjectName(QStringLiteral("requestCompareDialog"));
    resize(760, 620);
    auto* layout = new QVBoxLayout(this);
    m_storedLabel = new QLabel(this);
    m_storedLabel->setObjectName(QStringLiteral("compareStored"));
    m_storedLabel->setTextFormat(Qt::PlainText);
    m_storedLabel->setWordWrap(true);
    layout->addWidget(m_storedLabel);

    auto* form = new QFormLayout;
    m_method = new QLineEdit(stored.method.isEmpty() ? QStringLiteral("POST") : stored.method, this);
    m_method->setObjectName(QStringLiteral("compareMethod"));
    m_path = new QLineEdit(stored.path, this);
    m_path->setObjectName(QStringLiteral("comparePath"));
    m_methodCaption = new QLabel(this);
    m_pathCaption = new QLabel(this);
    form->addRow(m_methodCaption, m_method);
    form->addRow(m_pathCaption, m_path);
    layout->addLayout(form);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* top = new QWidget(splitter);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_bodyCaption = new QLabel(top);
    topLayout->addWidget(m_bodyCaption);
    m_body = monoBox(top, "compareBody", false);
    m_loadAction = new QAction(this);
    connect(m_loadAction, &QAction::triggered, this, &RequestCompareDialog::loadFile);
    topLayout->addWidget(m_body);
    auto* bottom = new QWidget(splitter);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_verdict = new QLabel(bottom);
    m_verdict->setObjectName(QStringLiteral("compareVerdict"));
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bottomLayout->addWidget(m_verdict);
    m_diffCaption = new QLabel(bottom);
    bottomLayout->addWidget(m_diffCaption);
    m_diff = monoBox(bottom, "compareDiff", true);
    bottomLayout->addWidget(m_diff, 1);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* load = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    load->setObjectName(QStringLiteral("compareLoadFile"));
    connect(load, &QPushButton::clicked, m_loadAction, &QAction::trigger);
    connect(m_loadAction, &QAction::changed, load, [load, this] { load->setText(m_loadAction->text()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // Typing re-compares after a short pause, not on every key.
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    connect(m_debounce, &QTimer::timeout, this, &RequestCompareDialog::compareNow);
    for (QLineEdit* edit : {m_method, m_path})
        connect(edit, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_body, &QPlainTextEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));

    retranslateUi();
    compareNow();
}

void RequestCompareDialog::setOtherRequest(const QString& method, const QString& path,
                                           const QByteArray& body) {
    const QSignalBlocker b1(m_method);
    const QSignalBlocker b2(m_path);
    const QSignalBlocker b3(m_body);
    m_method->setText(method);
    m_path->setText(path);
    m_body->setPlainText(QString::fromUtf8(body));
    compareNow();
}

void RequestCompareDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        render();
    QDialog::changeEvent(event);
}

void RequestCompareDialog::retranslateUi() {
    setWindowTitle(tr("Compare with the stored request — %1").arg(m_stored.key));
    m_storedLabel->setText(
        m_stored.fingerprint.isEmpty()
            ? tr("Token %1 was never used for a request: nothing is stored to compare with.")
                  .arg(m_stored.key)
            : tr("Stored for token %1: %2 %3, fingerprint %4.")
                  .arg(m_stored.key, m_stored.method, m_stored.path, m_stored.fingerprint));
    m_methodCaption->setText(tr("&Method"));
    m_pathCaption->setText(tr("&Path"));
    m_methodCaption->setBuddy(m_method);
    m_pathCaption->setBuddy(m_path);
    m_bodyCaption->setText(tr("The other request's body (paste it, or load it from a file):"));
    m_loadAction->setText(tr("&Load body from file…"));
    m_diffCaption->setText(tr("Stored body sample (−) against the other body (+):"));
    render();
}

void RequestCompareDialog::compareNow() {
    m_debounce->stop();
    m_comparison = idem::compareWithStored(m_stored, m_method->text().trimmed(), m_path->text(),
                                           m_body->toPlainText().toUtf8());
    render();
    emit compared(m_comparison);
}

QString RequestCompareDialog::verdictText() const { return m_verdict->text(); }

void RequestCompareDialog::render() {
    const idem::RequestComparison& c = m_comparison;
    QStringList verdict;
    int changed = 0;
    for (const DiffLine& line : c.lines)
        changed += line.kind != DiffLine::Kind::Same;
    if (!c.fingerprintKnown) {
        verdict << tr("No stored request to compare with.");
    } else if (c.sameFingerprint) {
        verdict << tr("The same request: its fingerprint matches the stored one, so a retry with "
                      "this key is answered from the stored response (or waits while the first "
                      "attempt runs) — never 422.");
    } else {
        verdict << tr("A different request: its fingerprint does not match the stored one, so a "
                      "retry with this key gets 422 (mismatch).");
        if (c.methodDiffers)
            verdict << tr("The method differs (stored: %1).").arg(m_stored.method);
        if (c.pathDiffers)
            verdict << tr("The path differs (stored: %1).").arg(m_stored.path);
        if (!c.sameText) {
            verdict << tr("The bodies differ in %n line(s) below.", nullptr, changed);
        } else if (!c.methodDiffers && !c.pathDiffers) {
            if (c.comparedAsJson)
                verdict << tr("Both bodies read the same as JSON: they differ in spacing, key "
                              "order or number notation, which the fingerprint sees.");
            else if (c.sampleTruncated)
                verdict << tr("The stored sample keeps the first %1 bytes of the body; the "
                              "bodies differ after them.")
                               .arg(QLocale().toString(qlonglong(idem::kBodySampleLimit)));
            else
                verdict << tr("The bodies differ in bytes that are not shown as text (encoding "
                              "or line endings).");
        }
    }
    if (c.fingerprintKnown && c.sampleTruncated && !c.sameText)
        verdict << tr("Only the first %1 bytes are compared: the record keeps no more.")
                       .arg(QLocale().toString(qlonglong(idem::kBodySampleLimit)));
    if (!c.exactDiff)
        verdict << tr("The bodies are too different to align line by line: shown as one removed "
                      "and one added block.");
    m_verdict->setText(verdict.join(u' '));

    QStringList text;
    text.reserve(c.lines.size());
    for (const DiffLine& line : c.lines) {
        const QString mark = line.kind == DiffLine::Kind::Same      ? QStringLiteral("  ")
                             : line.kind == DiffLine::Kind::Removed ? QStringLiteral("− ")
                                                                    : QStringLiteral("+ ");
        text << mark + line.text;
    }
    m_diff->setPlainText(text.join(u'\n'));
    QList<QTextEdit::ExtraSelection> marks;
    QTextBlock block = m_diff->document()->firstBlock();
    for (const DiffLine& line : c.lines) {
        if (!block.isValid())
            break;
        if (line.kind != DiffLine::Kind::Same) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(block);
            mark.format.setBackground(theme::background(
                line.kind == DiffLine::Kind::Added ? theme::Role::Ok : theme::Role::Danger,
                palette()));
            mark.format.setProperty(QTextFormat::FullWidthSelection, true);
            marks << mark;
        }
        block = block.next();
    }
    m_diff->setExtraSelections(marks);
}

void RequestCompareDialog::loadFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Load the other request's body"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxFileBytes) {
        m_verdict->setText(file.size() > kMaxFileBytes
                               ? tr("%1 is larger than 1 MiB; not loaded.").arg(path)
                               : tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    m_body->setPlainText(QString::fromUtf8(file.readAll()));
    compareNow();
}

} // namespace idem::ui
