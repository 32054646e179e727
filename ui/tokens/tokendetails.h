// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "token/record.h"

#include <QWidget>
#include <optional>

class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace idem::ui {

class RequestCompareDialog;

/// The details of one token: every field, a timeline of its instants, the request's fingerprint
/// and body sample, and the stored response (the body pretty-printed when it is JSON).
///
/// Everything here came from a store, so it is shown only through read-only QLineEdit,
/// Qt::PlainText labels and QPlainTextEdit: markup in a key, path, header or body is shown as the
/// characters it is. GUI thread only.
class TokenDetailsPane : public QWidget {
    Q_OBJECT
public:
    explicit TokenDetailsPane(QWidget* parent = nullptr);

    /// Shows `record`; std::nullopt shows `emptyText` instead (nothing selected, token gone).
    void showRecord(const std::optional<idem::TokenRecord>& record);
    void showMessage(const QString& text);
    const std::optional<idem::TokenRecord>& shownRecord() const { return m_record; }

    /// The response body as shown: indented JSON when it parses as JSON, else the text (or a
    /// note that it is binary).
    static QString responseBodyText(const QByteArray& body);
    /// "2026-11-29 10:00:00.123" in local time, "—" for 0.
    static QString timeText(qint64 msSinceEpoch);

    /// Opens the comparison of the shown token's stored request with another one (the
    /// mismatch diff); empty arguments leave the other request for the user to paste. Returns
    /// the dialog (non-modal, deleted when closed), or nullptr when no used token is shown.
    RequestCompareDialog* openComparison(const QString& method = {}, const QString& path = {},
                                         const QByteArray& body = {});

    void retranslateUi();

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    QLineEdit* addRow(const char* objectName);

    std::optional<idem::TokenRecord> m_record;
    QLabel* m_message = nullptr;
    QWidget* m_scroll = nullptr;
    QWidget* m_body = nullptr;
    QFormLayout* m_form = nullptr;
    QList<QLineEdit*> m_values; ///< In the order of the rows.
    QList<QLabel*> m_captions;
    QLabel* m_timelineCaption = nullptr;
    QLabel* m_timeline = nullptr;
    QLabel* m_bodyCaption = nullptr;
    QPlainTextEdit* m_bodySample = nullptr;
    QPushButton* m_compare = nullptr;
    QLabel* m_responseCaption = nullptr;
    QPlainTextEdit* m_response = nullptr;
};

} // namespace idem::ui
