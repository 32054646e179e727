// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "requestlibrary.h"
#include "token/generator.h"
#include "token/record.h"
#include "translatedtexts.h"
#include "workbench/replay.h"
#include "workbench/variations.h"

#include <QPointer>
#include <QUrl>
#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTableWidgetItem;
class QToolButton;

namespace idem::workbench {
class Sender;
}

namespace idem::ui {

class RequestCompareDialog;

/// The console's Workbench tab: compose a request (method, URL, headers, body with JSON
/// pretty-print and validation, the key header and a key — typed, generated as uuid or
/// business, or issued by a gateway's POST /idempotency/tokens), send it and see status,
/// headers (Idempotent-Replayed marked), body and timing; replay it N times one after another
/// or C at a time with a verdict; probe an implementation with the variations of a profile
/// (IETF draft, Stripe-like); history, saved collections, import from curl, copy as curl.
///
/// Everything runs asynchronously on the GUI thread's event loop through the engine of
/// core/workbench (no waitFor*, no nested event loops; dialogs open with open()). History and
/// collections are kept in QSettings("IdemScope", "idemscope") under "workbench/", without
/// credentials (RequestSpec::withoutSecrets(): header values such as Authorization or Cookie,
/// secret query options, the URL's password); those of the running session keep them in
/// memory. Text from servers is shown as plain text. GUI thread only.
class WorkbenchPage : public QWidget {
    Q_OBJECT
public:
    static constexpr int kHistoryLimit = RequestLibrary::kHistoryLimit;
    /// The replay table shows the first answers only (the verdict counts all of them): a
    /// table of 100,000 rows would cost the GUI thread seconds.
    static constexpr int kReplayRowsShown = 1000;

    explicit WorkbenchPage(QWidget* parent = nullptr);
    ~WorkbenchPage() override;

    /// The request the composer shows (key included), whether valid or not.
    idem::workbench::RequestSpec request() const;
    void setRequest(const idem::workbench::RequestSpec& spec);
    /// URL and stats URL the composer starts with (the Demo's gateway and upstream).
    void setDefaults(const QUrl& url, const QUrl& statsUrl);
    QUrl statsUrl() const;
    void setStatsUrl(const QUrl& url);

    /// "Open in workbench": the token's key, method and path on the composer's origin.
    void openRecord(const idem::TokenRecord& record);

    /// Imports a curl command into the composer; false (and the error in the status line)
    /// when it is refused.
    bool importCurlCommand(const QString& command);
    QString curlCommand() const;

    /// Sends the composed request once; sent() follows.
    void send();
    /// Replays the composed request `count` times, `concurrency` at a time (1: sequential);
    /// replayFinished() follows. The composer's key is used (a new uuid when it is empty).
    void startReplay(int count, int concurrency);
    void cancelReplay();
    /// Runs the checked variations of the selected profile; variationsFinished() follows.
    void startVariations(idem::workbench::Profile profile);
    void generateKey(idem::TokenFormat format);
    /// POST /idempotency/tokens on the composer's origin; the key arrives in the composer.
    void issueKey();

    QString verdictText() const;
    QString statusText() const;
    const std::optional<idem::workbench::ReplayResult>& lastReplay() const { return m_lastReplay; }
    const QList<idem::workbench::VariationResult>& lastVariations() const { return m_variations; }
    /// Opens the comparison of a changed-body variation's two requests (row of the variations
    /// table; what a double-click does): the first as the gateway stored it, the second that
    /// got 422. nullptr for another row. The dialog is non-modal and deleted when closed.
    RequestCompareDialog* compareVariation(int row);
    QList<idem::workbench::RequestSpec> history() const;

    /// Saves the composed request under `name` in the collection (replacing one of that name).
    void saveToCollection(const QString& name);
    QStringList collectionNames() const;
    bool loadFromCollection(const QString& name);

    void retranslateUi();

signals:
    void sent(const idem::workbench::Response& response);
    void replayFinished(const idem::workbench::ReplayResult& result);
    void variationsFinished(const QList<idem::workbench::VariationResult>& results);
    void keyIssued(const QString& key);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets `property` of `object` to tr(source) now and on every language change (`source`
    /// marked with QT_TR_NOOP at the call, so that lupdate finds it).
    template <typename T> T* translated(T* object, const char* property, const char* source) {
        return m_texts.set(object, property, source);
    }

    QWidget* createComposer();
    QWidget* createResponseTab();
    QWidget* createReplayTab();
    QWidget* createVariationsTab();
    QWidget* createSidebar();
    void showResponse(const idem::workbench::Response& response);
    void addReplayRow(int index, const idem::workbench::Response& response);
    void showVerdict(const idem::workbench::ReplayResult& result);
    void showVariation(const idem::workbench::VariationResult& result);
    static QString variationText(idem::workbench::VariationKind kind);
    void setStatus(const QString& text, bool error = false);
    /// setRequest() for a request read from the history or the collection, with a note in the
    /// status line when credentials have to be typed again (they are never saved).
    void showSaved(const idem::workbench::RequestSpec& spec);
    void validateBody();
    void prettyBody();
    void importCurlInteractively();
    bool checkedRequest(idem::workbench::RequestSpec* spec, bool needKey);
    QColor verdictColour(bool pass) const;
    /// A table cell that cannot be edited.
    static QTableWidgetItem* plainItem(const QString& text);
    /// A tooltip's or a collection's default name for a request: never the URL's password.
    static QString specTitle(const idem::workbench::RequestSpec& spec);
    /// The verdict's summary in the language shown ("1 execution, 9 replays, 0 errors").
    static QString summaryText(const idem::workbench::Verdict& verdict);

    idem::workbench::Sender* m_sender = nullptr;
    QPointer<idem::workbench::ReplayRun> m_replay;
    QPointer<idem::workbench::VariationRun> m_variationRun;
    std::optional<idem::workbench::ReplayResult> m_lastReplay;
    QList<idem::workbench::VariationResult> m_variations;
    QList<idem::workbench::VariationResult> m_shownVariations; ///< One per table row.
    RequestLibrary* m_library;                                 ///< History and collection.

    QComboBox* m_method = nullptr;
    QLineEdit* m_url = nullptr;
    QPushButton* m_send = nullptr;
    QLineEdit* m_keyHeader = nullptr;
    QLineEdit* m_key = nullptr;
    QToolButton* m_keyMenu = nullptr;
    QTableWidget* m_headers = nullptr;
    QPlainTextEdit* m_body = nullptr;
    QLabel* m_bodyState = nullptr;
    QLabel* m_status = nullptr;
    QTabWidget* m_tabs = nullptr;

    QLabel* m_responseStatus = nullptr;
    QTableWidget* m_responseHeaders = nullptr;
    QPlainTextEdit* m_responseBody = nullptr;

    QSpinBox* m_count = nullptr;
    QSpinBox* m_concurrency = nullptr;
    QLineEdit* m_stats = nullptr;
    QSpinBox* m_expected = nullptr;
    QPushButton* m_replayButton = nullptr;
    QPushButton* m_cancelReplay = nullptr;
    QTableWidget* m_replayTable = nullptr;
    QLabel* m_verdict = nullptr;

    QComboBox* m_profile = nullptr;
    QList<QCheckBox*> m_variationChecks;
    QPushButton* m_variationButton = nullptr;
    QTableWidget* m_variationTable = nullptr;

    TranslatedTexts m_texts{this};
    QTabWidget* m_sidebar = nullptr;
};

} // namespace idem::ui
