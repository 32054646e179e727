// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "workbench/sender.h"

#include <QObject>
#include <optional>

namespace idem::workbench {

/// Whose rules a variation's answer is judged by.
enum class Profile {
    /// draft-ietf-httpapi-idempotency-key-header: a missing key where required is 400, a key
    /// reused with another payload 422, a request while the first with its key still runs 409.
    IetfDraft,
    /// Stripe's API: keys are optional (a request without one simply runs), a key reused with
    /// other parameters is 400 (idempotency_error), a concurrent one 409.
    StripeLike,
};
QString profileName(Profile profile);         ///< "IETF draft", "Stripe-like"
QString profileId(Profile profile);           ///< "ietf", "stripe"
std::optional<Profile> parseProfile(const QString& id);

/// The probes of an implementation, each on a fresh key.
enum class VariationKind {
    ChangedBody, ///< The key again with another body.
    NoKey,       ///< The request without its key header.
    Concurrent,  ///< Two requests with one key at once (the upstream must be slow enough).
    OtherScope,  ///< The key again with other credentials: a separate execution.
};
QList<VariationKind> allVariations();
QString variationName(VariationKind kind); ///< "changed body", ...
QString variationId(VariationKind kind);   ///< "changed-body", "no-key", "concurrent", "other-scope"
std::optional<VariationKind> parseVariation(const QString& id);

/// The expected answer in words ("422 for the second request").
QString expectedAnswer(VariationKind kind, Profile profile);

/// `body` changed so that its fingerprint differs: a JSON object gets (or changes) the member
/// "workbenchVariation"; anything else gets "&workbenchVariation=changed" appended ("changed"
/// when empty). Pure.
QByteArray changedBody(const QByteArray& body);

struct VariationResult {
    VariationKind kind = VariationKind::ChangedBody;
    Profile profile = Profile::IetfDraft;
    QString key; ///< The fresh key the variation used (empty for NoKey's request).
    /// The answers in send order: ChangedBody and OtherScope [first, second]; Concurrent the
    /// two concurrent ones; NoKey one.
    QList<Response> responses;
    bool pass = false;
    QString expected; ///< expectedAnswer()
    QString reason;   ///< What was seen, and on failure why it does not conform.
    /// ChangedBody: the body stored with the key, and the other body sent with it — kept so that
    /// a "compare with the stored request" view can diff them.
    QByteArray originalBody;
    QByteArray mismatchBody;
    /// The increase of the key's execution count, when the upstream reports it.
    std::optional<qint64> executions;
};

/// Judges `result.responses` (and `result.executions`) against the profile; fills pass and
/// reason. Pure.
void judgeVariation(VariationResult& result);

struct VariationOptions {
    RequestSpec spec; ///< The request to probe; its key is replaced by fresh ones.
    Profile profile = Profile::IetfDraft;
    QList<VariationKind> kinds = allVariations();
    QUrl statsUrl; ///< Optional: executions per key.
    /// The header whose value makes another scope (the gateway's --scope-header).
    QByteArray scopeHeader = QByteArrayLiteral("Authorization");
    QByteArray otherScopeValue = QByteArrayLiteral("Bearer idemscope-workbench-other-scope");
    SenderOptions sender;
};

/// Runs the variations one after another. Asynchronous on the event loop.
///
/// Threads: lives on the thread that created it; signals come from there.
class VariationRun : public QObject {
    Q_OBJECT
public:
    explicit VariationRun(VariationOptions options, QObject* parent = nullptr);
    void start();
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void variationFinished(const idem::workbench::VariationResult& result);
    void finished(const QList<idem::workbench::VariationResult>& results);

private:
    void next();
    void runOne(VariationKind kind);
    void withCounts(std::function<void(std::optional<ExecutionCounts>)> then);
    void conclude(VariationResult result);

    VariationOptions m_options;
    Sender* m_sender;
    QList<VariationResult> m_results;
    qsizetype m_index = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace idem::workbench

Q_DECLARE_METATYPE(idem::workbench::VariationResult)
