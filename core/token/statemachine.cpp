// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "token/statemachine.h"

#include "base/errors.h"
#include "token/key.h"

#include <algorithm>

namespace idem {
namespace {

constexpr qsizetype kMaxReasonLength = 1000;

[[noreturn]] void refuse(ErrorKind kind, const QString& message) {
    throw Error(kind, message);
}

QString describe(const TokenRecord& r) {
    return r.scope.isEmpty() ? QStringLiteral("Token %1").arg(r.key)
                             : QStringLiteral("Token %1 (scope %2)").arg(r.key, r.scope);
}

const TokenRecord& requireExisting(const std::optional<TokenRecord>& current, const QString& key) {
    if (!current)
        refuse(ErrorKind::NotFound, QStringLiteral("Token %1 does not exist.").arg(key));
    return *current;
}

/// Longest TTL, lease or retention: 100 years keeps every `now + duration` far below 2^53, so
/// it is exact in C++, SQLite, Lua numbers and PostgreSQL alike.
constexpr std::chrono::milliseconds kMaxDuration = std::chrono::hours(24 * 36525);

void requireDuration(std::chrono::milliseconds value, const char* what) {
    if (value.count() <= 0) {
        refuse(ErrorKind::BadInput,
               QStringLiteral("The %1 must be longer than zero.").arg(QLatin1String(what)));
    }
    if (value > kMaxDuration) {
        refuse(ErrorKind::BadInput,
               QStringLiteral("The %1 must be at most 100 years.").arg(QLatin1String(what)));
    }
}

/// The checks shared by complete, release and renew: the caller must still own the claim.
const TokenRecord& requireOwner(const std::optional<TokenRecord>& current, const Claim& claim) {
    const TokenRecord& r = requireExisting(current, claim.key);
    if (r.state != State::Processing) {
        refuse(ErrorKind::Conflict, QStringLiteral("%1 is %2, not processing: the claim is over.")
                                        .arg(describe(r), stateName(r.state)));
    }
    if (r.owner != claim.owner || (claim.fence && *claim.fence != r.fence)) {
        const QString yours = claim.fence ? QStringLiteral("yours %1").arg(*claim.fence)
                                          : QStringLiteral("you are %1").arg(claim.owner);
        refuse(ErrorKind::Conflict,
               QStringLiteral("%1 was taken over: it belongs to attempt %2 now (fencing counter "
                              "%3, %4).")
                   .arg(describe(r), r.owner)
                   .arg(r.fence)
                   .arg(yours));
    }
    return r;
}

bool fingerprintDiffers(const TokenRecord& r, const AcquireRequest& req) {
    return !r.fingerprint.isEmpty() && r.fingerprint != req.request.fingerprint;
}

} // namespace

TokenRecord observe(TokenRecord stored, qint64 nowMs) {
    stored.observedAtMs = nowMs;
    if (stored.expiresAtMs <= nowMs)
        stored.state = State::Expired;
    stored.stuck = stored.state == State::Processing && stored.leaseUntilMs <= nowMs;
    return stored;
}

void validate(const IssueRequest& request) {
    requireValidKey(request.key);
    requireValidScope(request.scope);
    requireDuration(request.ttl, "token's time to live");
}

void validate(const AcquireRequest& request) {
    requireValidKey(request.key);
    requireValidScope(request.scope);
    requireValidOwner(request.owner);
    requireDuration(request.lease, "lease");
    requireDuration(request.retention, "retention");
    if (request.request.fingerprint.size() != 64)
        refuse(ErrorKind::BadInput, QStringLiteral("The request fingerprint is missing."));
    if (request.request.bodySample.size() > kBodySampleLimit)
        refuse(ErrorKind::BadInput, QStringLiteral("The body sample is over its limit."));
}

void validate(const Claim& claim) {
    requireValidKey(claim.key);
    requireValidScope(claim.scope);
    requireValidOwner(claim.owner);
}

void validate(const CompleteRequest& request) {
    validate(request.claim);
    if (request.response.status < 100 || request.response.status > 599) {
        refuse(ErrorKind::BadInput,
               QStringLiteral("The response status %1 is not an HTTP status (100-599).")
                   .arg(request.response.status));
    }
    if (request.retention.count() < 0)
        refuse(ErrorKind::BadInput, QStringLiteral("The retention cannot be negative."));
    if (request.retention.count() > 0)
        requireDuration(request.retention, "retention");
}

void validateLease(std::chrono::milliseconds lease) {
    requireDuration(lease, "lease");
}

void validate(const OperatorContext& context) {
    if (context.reason.size() > kMaxReasonLength) {
        refuse(ErrorKind::BadInput,
               QStringLiteral("The reason is %1 characters long; the limit is %2.")
                   .arg(context.reason.size())
                   .arg(kMaxReasonLength));
    }
    if (context.user.size() > 255)
        refuse(ErrorKind::BadInput, QStringLiteral("The user name is too long."));
}

Decision decideIssue(const std::optional<TokenRecord>& current, const IssueRequest& request,
                     qint64 nowMs) {
    if (current && current->state != State::Expired) {
        refuse(ErrorKind::Conflict, QStringLiteral("%1 exists already (%2).")
                                        .arg(describe(*current), stateName(current->state)));
    }
    TokenRecord r;
    r.key = request.key;
    r.scope = request.scope;
    r.state = State::Pending;
    r.createdAtMs = r.updatedAtMs = nowMs;
    r.expiresAtMs = nowMs + request.ttl.count();
    r.fence = current ? current->fence : 0; // fencing never goes back, even across lives
    return {observe(r, nowMs), false, {Counter::Generated}};
}

AcquireDecision decideAcquire(const std::optional<TokenRecord>& current,
                              const AcquireRequest& request, qint64 nowMs) {
    AcquireDecision d;
    auto claimFrom = [&](const TokenRecord* previous) {
        TokenRecord r = previous ? *previous : TokenRecord{};
        const bool fresh = !previous || previous->state == State::Expired;
        if (fresh) {
            r = TokenRecord{};
            r.createdAtMs = nowMs;
            r.fence = previous ? previous->fence : 0;
        }
        r.key = request.key;
        r.scope = request.scope;
        r.state = State::Processing;
        r.updatedAtMs = r.acquiredAtMs = nowMs;
        r.completedAtMs = 0;
        r.leaseUntilMs = nowMs + request.lease.count();
        r.expiresAtMs = nowMs + request.retention.count();
        r.owner = request.owner;
        r.fence += 1;
        r.method = request.request.method;
        r.path = request.request.path;
        r.fingerprint = request.request.fingerprint;
        r.bodySample = request.request.bodySample;
        r.response.reset();
        return observe(r, nowMs);
    };
    auto finish = [&](AcquireOutcome outcome, const TokenRecord& record) {
        d.result.outcome = outcome;
        d.result.record = record;
        d.counters = countersOf(d.result);
        return d;
    };

    const bool lapsed = !current || current->state == State::Expired;
    if (lapsed) {
        if (request.mode == AcquireMode::Issued) {
            TokenRecord r = current.value_or(TokenRecord{});
            r.key = request.key;
            r.scope = request.scope;
            return finish(current ? AcquireOutcome::Expired : AcquireOutcome::Unknown, r);
        }
        d.write = claimFrom(current ? &*current : nullptr);
        return finish(AcquireOutcome::Acquired, *d.write);
    }

    const TokenRecord& r = *current;
    if (fingerprintDiffers(r, request)) {
        return finish(AcquireOutcome::Mismatch, r);
    }
    switch (r.state) {
    case State::Pending:
        d.write = claimFrom(&r);
        return finish(AcquireOutcome::Acquired, *d.write);
    case State::Processing:
        if (!r.stuck) {
            d.result.retryAfter =
                std::chrono::milliseconds(std::max<qint64>(0, r.leaseUntilMs - nowMs));
            return finish(AcquireOutcome::InFlight, r);
        }
        d.write = claimFrom(&r);
        d.result.takeover = true;
        return finish(AcquireOutcome::Acquired, *d.write);
    case State::Completed: {
        TokenRecord replayed = r;
        replayed.replayCount += 1;
        d.write = replayed;
        return finish(AcquireOutcome::Replay, replayed);
    }
    case State::Expired:
        break; // handled above
    }
    refuse(ErrorKind::Internal, QStringLiteral("Unhandled state in acquire."));
}

std::vector<Counter> countersOf(const AcquireResult& result) {
    switch (result.outcome) {
    case AcquireOutcome::Acquired:
        if (result.takeover)
            return {Counter::Acquired, Counter::TakenOver};
        return {Counter::Acquired};
    case AcquireOutcome::Replay:
        return {Counter::Replayed};
    case AcquireOutcome::InFlight:
        return {Counter::InFlight};
    case AcquireOutcome::Mismatch:
        return {Counter::Mismatch};
    case AcquireOutcome::Unknown:
    case AcquireOutcome::Expired:
        return {Counter::Rejected};
    }
    return {};
}

Decision decideComplete(const std::optional<TokenRecord>& current, const CompleteRequest& request,
                        qint64 nowMs) {
    TokenRecord r = requireOwner(current, request.claim);
    r.state = State::Completed;
    r.updatedAtMs = r.completedAtMs = nowMs;
    r.leaseUntilMs = 0;
    if (request.retention.count() > 0)
        r.expiresAtMs = nowMs + request.retention.count();
    StoredResponse response = request.response;
    response.headers = StoredResponse::replayableHeaders(response.headers);
    r.response = std::move(response);
    return {observe(r, nowMs), false, {Counter::Completed}};
}

Decision decideRelease(const std::optional<TokenRecord>& current, const Claim& claim,
                       qint64 nowMs) {
    TokenRecord r = requireOwner(current, claim);
    r.state = State::Pending;
    r.updatedAtMs = nowMs;
    r.leaseUntilMs = 0;
    r.owner.clear();
    return {observe(r, nowMs), false, {Counter::Released}};
}

Decision decideRenew(const std::optional<TokenRecord>& current, const Claim& claim,
                     std::chrono::milliseconds lease, qint64 nowMs) {
    TokenRecord r = requireOwner(current, claim);
    r.updatedAtMs = nowMs;
    r.leaseUntilMs = nowMs + lease.count();
    return {observe(r, nowMs), false, {}};
}

Decision decideOperatorRelease(const std::optional<TokenRecord>& current, const QString& key,
                               const OperatorContext& context, qint64 nowMs) {
    TokenRecord r = requireExisting(current, key);
    if (r.state != State::Processing) {
        refuse(ErrorKind::Conflict, QStringLiteral("%1 is %2; only processing tokens can be "
                                                   "released.")
                                        .arg(describe(r), stateName(r.state)));
    }
    if (!r.stuck && !context.force) {
        refuse(ErrorKind::Conflict,
               QStringLiteral("%1 is still held by %2 for %3 s; release it only if that attempt "
                              "is dead (force).")
                   .arg(describe(r), r.owner)
                   .arg((r.leaseUntilMs - nowMs + 999) / 1000));
    }
    r.state = State::Pending;
    r.updatedAtMs = nowMs;
    r.leaseUntilMs = 0;
    r.owner.clear();
    return {observe(r, nowMs), false, {Counter::Released}};
}

Decision decideOperatorExpire(const std::optional<TokenRecord>& current, const QString& key,
                              qint64 nowMs) {
    TokenRecord r = requireExisting(current, key);
    if (r.state == State::Expired)
        refuse(ErrorKind::Conflict, QStringLiteral("%1 has expired already.").arg(describe(r)));
    r.state = State::Expired;
    r.updatedAtMs = nowMs;
    r.expiresAtMs = nowMs;
    r.leaseUntilMs = 0;
    return {observe(r, nowMs), false, {Counter::Expired}};
}

Decision decideOperatorDelete(const std::optional<TokenRecord>& current, const QString& key) {
    requireExisting(current, key);
    return {std::nullopt, true, {}};
}

} // namespace idem
