// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/variations.h"

#include "token/generator.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace idem::workbench {

QString profileName(Profile profile) {
    return profile == Profile::IetfDraft ? QStringLiteral("IETF draft")
                                         : QStringLiteral("Stripe-like");
}

QString profileId(Profile profile) {
    return profile == Profile::IetfDraft ? QStringLiteral("ietf") : QStringLiteral("stripe");
}

std::optional<Profile> parseProfile(const QString& id) {
    if (id == QLatin1String("ietf"))
        return Profile::IetfDraft;
    if (id == QLatin1String("stripe"))
        return Profile::StripeLike;
    return std::nullopt;
}

QList<VariationKind> allVariations() {
    return {VariationKind::ChangedBody, VariationKind::NoKey, VariationKind::Concurrent,
            VariationKind::OtherScope};
}

QString variationName(VariationKind kind) {
    switch (kind) {
    case VariationKind::ChangedBody: return QStringLiteral("same key, changed body");
    case VariationKind::NoKey: return QStringLiteral("no key");
    case VariationKind::Concurrent: return QStringLiteral("two in flight at once");
    case VariationKind::OtherScope: return QStringLiteral("same key, other scope");
    }
    return {};
}

QString variationId(VariationKind kind) {
    switch (kind) {
    case VariationKind::ChangedBody: return QStringLiteral("changed-body");
    case VariationKind::NoKey: return QStringLiteral("no-key");
    case VariationKind::Concurrent: return QStringLiteral("concurrent");
    case VariationKind::OtherScope: return QStringLiteral("other-scope");
    }
    return {};
}

std::optional<VariationKind> parseVariation(const QString& id) {
    for (const VariationKind kind : allVariations()) {
        if (variationId(kind) == id)
            return kind;
    }
    return std::nullopt;
}

namespace {

int mismatchStatus(Profile p) {
    return p == Profile::IetfDraft ? 422 : 400;
}

QString answerText(const Response& r) {
    if (r.status == 0)
        return r.error;
    QString text = QString::number(r.status);
    if (r.replayed)
        text += QStringLiteral(" (replayed)");
    return text;
}

bool success(const Response& r) {
    return r.status >= 200 && r.status < 300 && !r.replayed;
}

} // namespace

QString expectedAnswer(VariationKind kind, Profile profile) {
    switch (kind) {
    case VariationKind::ChangedBody:
        return QStringLiteral("%1 for the changed body, the work ran once")
            .arg(mismatchStatus(profile));
    case VariationKind::NoKey:
        return profile == Profile::IetfDraft
                   ? QStringLiteral("400 (a key is required)")
                   : QStringLiteral("2xx (the request runs without idempotency)");
    case VariationKind::Concurrent:
        return QStringLiteral("one 2xx and one 409, the work ran once");
    case VariationKind::OtherScope:
        return QStringLiteral("two 2xx, neither replayed: a separate execution per scope");
    }
    return {};
}

QByteArray changedBody(const QByteArray& body) {
    QJsonParseError error{};
    QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (!body.isEmpty() && doc.isObject()) {
        QJsonObject o = doc.object();
        const QString field = QStringLiteral("workbenchVariation");
        o.insert(field, o.value(field).toString() == QLatin1String("changed")
                            ? QStringLiteral("changed again")
                            : QStringLiteral("changed"));
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }
    if (body.isEmpty())
        return QByteArrayLiteral("changed");
    return body + "&workbenchVariation=changed";
}

void judgeVariation(VariationResult& r) {
    r.expected = expectedAnswer(r.kind, r.profile);
    const QList<Response>& a = r.responses;
    QStringList seen;
    for (const Response& x : a)
        seen << answerText(x);
    const QString answers = QStringLiteral("answers: ") + seen.join(QStringLiteral(", "));
    QString problem;
    auto executionsAre = [&](qint64 n) {
        if (r.executions && *r.executions != n && problem.isEmpty())
            problem = QStringLiteral("the upstream counted %1 executions of the key, %2 expected")
                          .arg(*r.executions)
                          .arg(n);
    };
    switch (r.kind) {
    case VariationKind::ChangedBody:
        if (a.size() != 2)
            problem = QStringLiteral("not every request was answered");
        else if (!success(a.at(0)))
            problem = QStringLiteral("the first request did not succeed");
        else if (a.at(1).status != mismatchStatus(r.profile))
            problem = a.at(1).replayed
                          ? QStringLiteral("the changed body got the first response replayed")
                      : success(a.at(1)) ? QStringLiteral("the changed body was executed")
                                         : QStringLiteral("the changed body got %1, not %2")
                                               .arg(answerText(a.at(1)))
                                               .arg(mismatchStatus(r.profile));
        executionsAre(1);
        break;
    case VariationKind::NoKey:
        if (a.size() != 1)
            problem = QStringLiteral("the request was not answered");
        else if (r.profile == Profile::IetfDraft && a.at(0).status != 400)
            problem = success(a.at(0)) ? QStringLiteral("the request ran without a key")
                                       : QStringLiteral("%1, not 400").arg(answerText(a.at(0)));
        else if (r.profile == Profile::StripeLike && !success(a.at(0)))
            problem = QStringLiteral("%1, not 2xx").arg(answerText(a.at(0)));
        break;
    case VariationKind::Concurrent: {
        int ok = 0;
        int conflicts = 0;
        for (const Response& x : a) {
            ok += success(x) ? 1 : 0;
            conflicts += x.status == 409 ? 1 : 0;
        }
        if (a.size() != 2)
            problem = QStringLiteral("not every request was answered");
        else if (ok == 2)
            problem = QStringLiteral("both requests were executed");
        else if (ok != 1 || conflicts != 1)
            problem = QStringLiteral("expected one 2xx and one 409 (is the upstream slow enough "
                                     "for the two to overlap? the demo upstream's --latency)");
        executionsAre(1);
        break;
    }
    case VariationKind::OtherScope:
        if (a.size() != 2)
            problem = QStringLiteral("not every request was answered");
        else if (!success(a.at(0)))
            problem = QStringLiteral("the first request did not succeed");
        else if (a.at(1).replayed)
            problem = QStringLiteral("the other scope got the first scope's stored response");
        else if (a.at(1).status == 401 || a.at(1).status == 403)
            problem = QStringLiteral("the other credentials were refused (%1); set the scope "
                                     "header to another client's credentials")
                          .arg(a.at(1).status);
        else if (!success(a.at(1)))
            problem = QStringLiteral("the other scope got %1").arg(answerText(a.at(1)));
        executionsAre(2);
        break;
    }
    r.pass = problem.isEmpty();
    r.reason = r.pass ? answers : problem + QStringLiteral(" (") + answers + QLatin1Char(')');
    if (!r.reason.isEmpty())
        r.reason[0] = r.reason.at(0).toUpper();
}

VariationRun::VariationRun(VariationOptions options, QObject* parent)
    : QObject(parent), m_options(std::move(options)),
      m_sender(new Sender(m_options.sender, this)) {}

void VariationRun::start() {
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_results.clear();
    m_index = 0;
    next();
}

void VariationRun::cancel() {
    m_cancelled = true;
}

void VariationRun::next() {
    if (m_cancelled || m_index >= m_options.kinds.size()) {
        m_running = false;
        emit finished(m_results);
        return;
    }
    runOne(m_options.kinds.at(m_index++));
}

void VariationRun::withCounts(std::function<void(std::optional<ExecutionCounts>)> then) {
    if (m_options.statsUrl.isEmpty()) {
        then(std::nullopt);
        return;
    }
    fetchExecutionCounts(*m_sender, m_options.statsUrl, this,
                         [then = std::move(then)](std::optional<ExecutionCounts> counts,
                                                  const QString&) { then(std::move(counts)); });
}

void VariationRun::conclude(VariationResult result) {
    auto finish = [this](VariationResult r) {
        judgeVariation(r);
        m_results.append(r);
        emit variationFinished(r);
        next();
    };
    if (result.key.isEmpty()) {
        finish(std::move(result));
        return;
    }
    withCounts([finish, result](std::optional<ExecutionCounts> counts) mutable {
        if (counts)
            result.executions = counts->perKey.value(result.key); // fresh key: 0 before
        finish(std::move(result));
    });
}

void VariationRun::runOne(VariationKind kind) {
    VariationResult result;
    result.kind = kind;
    result.profile = m_options.profile;
    const RequestSpec& spec = m_options.spec;
    BusinessFormat format;
    format.prefix = QStringLiteral("PROBE");
    const QString key = kind == VariationKind::NoKey ? QString() : TokenGenerator::business(format);
    result.key = key;
    auto shared = std::make_shared<VariationResult>(std::move(result));

    switch (kind) {
    case VariationKind::ChangedBody:
        m_sender->send(spec, key, this, [this, shared, spec, key](Response first) {
            shared->responses.append(first);
            shared->originalBody = spec.body;
            RequestSpec changed = spec;
            changed.body = changedBody(spec.body);
            shared->mismatchBody = changed.body;
            m_sender->send(changed, key, this, [this, shared](Response second) {
                shared->responses.append(second);
                conclude(*shared);
            });
        });
        break;
    case VariationKind::NoKey:
        m_sender->send(spec, QString(), this, [this, shared](Response r) {
            shared->responses.append(r);
            conclude(*shared);
        });
        break;
    case VariationKind::Concurrent: {
        auto pending = std::make_shared<int>(2);
        shared->responses.resize(2);
        for (int i = 0; i < 2; ++i) {
            m_sender->send(spec, key, this, [this, shared, pending, i](Response r) {
                shared->responses[i] = r;
                if (--*pending == 0)
                    conclude(*shared);
            });
        }
        break;
    }
    case VariationKind::OtherScope:
        m_sender->send(spec, key, this, [this, shared, spec, key](Response first) {
            shared->responses.append(first);
            m_sender->send(spec, key, this,
                           [this, shared](Response second) {
                               shared->responses.append(second);
                               conclude(*shared);
                           },
                           {{m_options.scopeHeader, m_options.otherScopeValue}});
        });
        break;
    }
}

} // namespace idem::workbench
