// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "tokendetails.h"

#include "export/recordexport.h"
#include "requestcomparedialog.h"
#include "tokentablemodel.h"

#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

namespace idem::ui {
namespace {

// Rows of the form, in order; captions in TokenDetailsPane::retranslateUi().
enum Row {
    KeyRow,
    ScopeRow,
    StateRow,
    RequestRow,
    StatusRow,
    ReplaysRow,
    OwnerRow,
    FenceRow,
    FingerprintRow,
    RowCount,
    TimelineCaption = RowCount
};
constexpr const char* kRowNames[RowCount] = {"detailKey",     "detailScope",  "detailState",
                                             "detailRequest", "detailStatus", "detailReplays",
                                             "detailOwner",   "detailFence",  "detailFingerprint"};

QPlainTextEdit* textBox(QWidget* parent, const char* objectName) {
    auto* box = new QPlainTextEdit(parent);
    box->setObjectName(QString::fromLatin1(objectName));
    box->setReadOnly(true);
    box->setLineWrapMode(QPlainTextEdit::NoWrap);
    box->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    box->setMinimumHeight(80);
    return box;
}

} // namespace

TokenDetailsPane::TokenDetailsPane(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("detailsPane"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("detailsMessage"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    outer->addWidget(m_message);

    auto* scroll = new QScrollArea(this);
    m_scroll = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_body = new QWidget(scroll);
    auto* column = new QVBoxLayout(m_body);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const char* name : kRowNames)
        m_values << addRow(name);
    m_timelineCaption = new QLabel(m_body);
    m_timelineCaption->setTextFormat(Qt::PlainText);
    m_timeline = new QLabel(m_body);
    m_timeline->setObjectName(QStringLiteral("detailTimeline"));
    m_timeline->setTextFormat(Qt::PlainText);
    m_timeline->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // Clipped rather than widening the pane; the whole text is in its tooltip and selectable.
    m_timeline->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_form->addRow(m_timelineCaption, m_timeline);
    column->addLayout(m_form);
    m_bodyCaption = new QLabel(m_body);
    m_bodyCaption->setTextFormat(Qt::PlainText);
    column->addWidget(m_bodyCaption);
    m_bodySample = textBox(m_body, "detailBodySample");
    column->addWidget(m_bodySample, 1);
    m_compare = new QPushButton(m_body);
    m_compare->setObjectName(QStringLiteral("compareButton"));
    connect(m_compare, &QPushButton::clicked, this, [this] { openComparison(); });
    column->addWidget(m_compare, 0, Qt::AlignLeft);
    m_responseCaption = new QLabel(m_body);
    m_responseCaption->setTextFormat(Qt::PlainText);
    column->addWidget(m_responseCaption);
    m_response = textBox(m_body, "detailResponse");
    column->addWidget(m_response, 2);
    scroll->setWidget(m_body);
    outer->addWidget(scroll, 1);
    retranslateUi();
}

QLineEdit* TokenDetailsPane::addRow(const char* objectName) {
    // A read-only line edit: plain text by nature, a long key or fingerprint scrolls inside it
    // instead of widening the pane, and it can be selected and copied.
    auto* value = new QLineEdit(m_body);
    value->setObjectName(QString::fromLatin1(objectName));
    value->setReadOnly(true);
    value->setFrame(false);
    QPalette flat = value->palette();
    flat.setColor(QPalette::Base, Qt::transparent);
    value->setPalette(flat);
    auto* caption = new QLabel(m_body);
    caption->setTextFormat(Qt::PlainText);
    caption->setBuddy(value);
    m_captions << caption;
    m_form->addRow(caption, value);
    return value;
}

void TokenDetailsPane::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TokenDetailsPane::retranslateUi() {
    const QStringList captions = {tr("Key"),         tr("Scope"),   tr("State"), tr("Request"),
                                  tr("Response"),    tr("Replays"), tr("Owner"), tr("Fence"),
                                  tr("Fingerprint"), tr("Timeline")};
    for (int row = 0; row < m_captions.size(); ++row)
        m_captions[row]->setText(captions.value(row));
    m_timelineCaption->setText(captions.value(TimelineCaption));
    m_bodyCaption->setText(tr("Request body sample"));
    m_responseCaption->setText(tr("Stored response"));
    m_compare->setText(tr("Compare with another request…"));
    m_compare->setToolTip(tr("Why did a retry get 422? Paste the other request's body to see "
                             "whether its fingerprint matches and how the bodies differ."));
    render();
}

QString TokenDetailsPane::timeText(qint64 ms) {
    if (ms <= 0)
        return QStringLiteral("—");
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

QString TokenDetailsPane::responseBodyText(const QByteArray& body) {
    if (body.isEmpty())
        return tr("(empty body)");
    QJsonParseError error{};
    const QJsonDocument json = QJsonDocument::fromJson(body, &error);
    if (error.error == QJsonParseError::NoError && !json.isNull())
        return QString::fromUtf8(json.toJson(QJsonDocument::Indented)).trimmed();
    if (idem::isValidUtf8(body))
        return QString::fromUtf8(body);
    return tr("(%n byte(s) of binary data)", nullptr, int(body.size()));
}

void TokenDetailsPane::showRecord(const std::optional<idem::TokenRecord>& record) {
    m_record = record;
    render();
}

void TokenDetailsPane::showMessage(const QString& text) {
    m_record.reset();
    m_message->setText(text);
    m_message->show();
    m_scroll->hide();
}

RequestCompareDialog* TokenDetailsPane::openComparison(const QString& method, const QString& path,
                                                       const QByteArray& body) {
    if (!m_record || m_record->fingerprint.isEmpty())
        return nullptr;
    auto* dialog = new RequestCompareDialog(*m_record, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!method.isEmpty() || !path.isEmpty() || !body.isEmpty())
        dialog->setOtherRequest(method.isEmpty() ? m_record->method : method,
                                path.isEmpty() ? m_record->path : path, body);
    dialog->show();
    return dialog;
}

void TokenDetailsPane::render() {
    if (!m_record) {
        m_message->setText(tr("Select a token to see its details."));
        m_message->show();
        m_scroll->hide();
        return;
    }
    m_message->hide();
    m_scroll->show();
    const idem::TokenRecord& r = *m_record;
    const QString none = QStringLiteral("—");
    const QLocale locale;
    m_values[KeyRow]->setText(r.key);
    // An empty scope is where the gateway puts requests that named no caller: any caller with
    // the same key is answered from this record.
    m_values[ScopeRow]->setText(r.scope.isEmpty() ? tr("(default scope — shared by every caller)")
                                                  : r.scope);
    QString state = TokenTableModel::stateText(r);
    if (const auto left = TokenTableModel::timeLeftMs(r); left && r.state == State::Processing) {
        state =
            *left > 0
                ? tr("%1 — lease %2 left").arg(state, TokenTableModel::shortDuration(*left))
                : tr("%1 — lease lapsed %2 ago").arg(state, TokenTableModel::shortDuration(-*left));
    }
    m_values[StateRow]->setText(state);
    m_values[RequestRow]->setText(r.method.isEmpty() && r.path.isEmpty()
                                      ? tr("(not used yet)")
                                      : tr("%1 %2").arg(r.method, r.path));
    m_values[StatusRow]->setText(
        !r.response ? none
        : idem::answerLost(*r.response)
            ? tr("%1 — answer lost: the gateway stored this problem in place of the upstream's "
                 "answer")
                  .arg(r.response->status)
            : QString::number(r.response->status));
    m_values[ReplaysRow]->setText(locale.toString(r.replayCount));
    m_values[OwnerRow]->setText(r.owner.isEmpty() ? none : r.owner);
    m_values[FenceRow]->setText(locale.toString(r.fence));
    m_values[FingerprintRow]->setText(r.fingerprint.isEmpty() ? none : r.fingerprint);
    for (QLineEdit* value : std::as_const(m_values))
        value->setCursorPosition(0); // the start of a long value, not its end

    // The instants the record keeps, oldest first. A pending token that was acquired before
    // was given back (released) at its last change.
    QList<std::pair<qint64, QString>> events;
    events.append({r.createdAtMs, tr("issued")});
    if (r.acquiredAtMs > 0)
        events.append({r.acquiredAtMs, tr("acquired (fence %1)").arg(r.fence)});
    if (r.completedAtMs > 0)
        events.append({r.completedAtMs, tr("completed")});
    else if (r.state == State::Pending && r.acquiredAtMs > 0 && r.updatedAtMs > r.acquiredAtMs)
        events.append({r.updatedAtMs, tr("released")});
    if (r.state == State::Processing && r.leaseUntilMs > 0)
        events.append({r.leaseUntilMs, r.stuck ? tr("lease lapsed") : tr("lease until")});
    if (r.expiresAtMs > 0)
        events.append({r.expiresAtMs, r.state == State::Expired ? tr("expired") : tr("expires")});
    events.append({r.observedAtMs, tr("read from the store")});
    const bool changeShown = std::any_of(events.cbegin(), events.cend(),
                                         [&r](const auto& e) { return e.first == r.updatedAtMs; });
    if (!changeShown)
        events.append({r.updatedAtMs, tr("last change")});
    std::stable_sort(events.begin(), events.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    QStringList lines;
    for (const auto& [at, what] : events) {
        if (at > 0)
            lines << tr("%1  %2").arg(timeText(at), what);
    }
    m_timeline->setText(lines.join(u'\n'));
    m_timeline->setToolTip(QStringLiteral("<pre>%1</pre>").arg(m_timeline->text().toHtmlEscaped()));

    m_compare->setEnabled(!r.fingerprint.isEmpty());
    m_bodySample->setPlainText(r.bodySample.isEmpty() ? tr("(none kept)")
                                                      : responseBodyText(r.bodySample));
    if (!r.response) {
        m_response->setPlainText(tr("(no response stored)"));
    } else {
        QStringList text;
        text << tr("HTTP %1").arg(r.response->status);
        for (const auto& [name, value] : r.response->headers)
            text << tr("%1: %2").arg(name, QString::fromLatin1(value));
        text << QString() << responseBodyText(r.response->body);
        m_response->setPlainText(text.join(u'\n'));
    }
}

} // namespace idem::ui
