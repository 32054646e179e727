// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "token/record.h"
#include "token/requestdiff.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTimer;

namespace idem::ui {

/// "Why did this request get 422?": the stored request of one token next to another request
/// (pasted from a client's log, loaded from a file, or handed over by the workbench after a
/// mismatch), with the verdict of the fingerprint and a line diff of the bodies
/// (idem::compareWithStored). Nothing here touches a store: the record is the one the details
/// pane shows. The stored text came from a store and the other from the user; both are shown as
/// plain text only. GUI thread only.
class RequestCompareDialog : public QDialog {
    Q_OBJECT
public:
    explicit RequestCompareDialog(const idem::TokenRecord& stored, QWidget* parent = nullptr);

    /// Fills the other request and compares at once.
    void setOtherRequest(const QString& method, const QString& path, const QByteArray& body);
    const idem::RequestComparison& comparison() const { return m_comparison; }
    /// The verdict as shown (for tests and the clipboard).
    QString verdictText() const;

signals:
    /// After a comparison was computed and shown.
    void compared(const idem::RequestComparison& comparison);

protected:
    void changeEvent(QEvent* event) override;

private:
    void compareNow();
    void loadFile();
    void retranslateUi();
    void render();

    idem::TokenRecord m_stored;
    idem::RequestComparison m_comparison;
    QLabel* m_storedLabel = nullptr;
    QLabel* m_methodCaption = nullptr;
    QLineEdit* m_method = nullptr;
    QLabel* m_pathCaption = nullptr;
    QLineEdit* m_path = nullptr;
    QLabel* m_bodyCaption = nullptr;
    QPlainTextEdit* m_body = nullptr;
    QAction* m_loadAction = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_diffCaption = nullptr;
    QPlainTextEdit* m_diff = nullptr;
    QTimer* m_debounce = nullptr;
};

} // namespace idem::ui
