// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "storeworker.h"

#include "export/recordexport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QThread>
#include <exception>

namespace idem::ui {

StoreWorker::StoreWorker(const QString& storeUrl, Prepare prepare, bool writesAllowed)
    : m_url(storeUrl), m_prepare(std::move(prepare)), m_writesAllowed(writesAllowed) {}

StoreWorker::~StoreWorker() = default;

bool StoreWorker::interrupted() {
    // Requests still queued when the window shuts the thread down are dropped, not run.
    return QThread::currentThread()->isInterruptionRequested();
}

bool StoreWorker::withStore(const std::function<void(idem::TokenStore&)>& work) {
    try {
        if (!m_store) {
            m_store = openStore(m_url);
            emit opened(m_store->info());
            if (m_prepare) {
                // Once only, even if it fails: running it again could add its data twice.
                const Prepare prepare = std::exchange(m_prepare, {});
                prepare(*m_store);
            }
        }
        work(*m_store);
        return true;
    } catch (const Error& e) {
        // A broken connection is not reused; the next request opens a new one.
        if (e.kind() == ErrorKind::ConnectionLost)
            m_store.reset();
        emit failed(e.kind(), e.message());
    } catch (const std::exception& e) {
        emit failed(ErrorKind::Internal, QString::fromLocal8Bit(e.what()));
    }
    return false;
}

void StoreWorker::refreshCounts() {
    if (interrupted())
        return;
    StateCounts counts;
    if (withStore([&](TokenStore& store) { counts = store.counts(); }))
        emit countsReady(counts);
    else
        emit countsFailed();
}

void StoreWorker::loadPage(quint64 generation, const idem::ListQuery& query) {
    if (interrupted())
        return;
    ListPage page;
    if (withStore([&](TokenStore& store) { page = store.list(query); }))
        emit pageReady(generation, page);
    else
        emit pageFailed(generation);
}

void StoreWorker::loadRecord(const QString& key, const QString& scope) {
    if (interrupted())
        return;
    std::optional<TokenRecord> record;
    if (withStore([&](TokenStore& store) { record = store.get(key, scope); }))
        emit recordReady(key, scope, record);
}

void StoreWorker::loadAudit(int limit) {
    if (interrupted())
        return;
    QList<AuditEntry> entries;
    if (withStore([&](TokenStore& store) { entries = store.audit(limit); }))
        emit auditReady(entries);
}

void StoreWorker::loadStats(std::chrono::milliseconds window) {
    if (interrupted())
        return;
    StatsSeries series;
    if (withStore([&](TokenStore& store) { series = store.stats(window); }))
        emit statsReady(series);
    else
        emit statsFailed();
}

void StoreWorker::runAction(const ActionRequest& request) {
    ActionReport report;
    report.action = request.action;
    if (!m_writesAllowed) {
        // The last line of defence: the window disables its actions on a read-only profile,
        // and this refuses anything that reaches the worker anyway.
        for (const ActionTarget& target : request.targets) {
            ActionOutcome refused;
            refused.target = target;
            refused.errorKind = ErrorKind::ReadOnly;
            refused.message = tr("This connection profile is read-only; allow writes on the "
                                 "profile first.");
            report.outcomes << refused;
        }
        emit actionFinished(report);
        return;
    }
    // Not dropped when interrupted: a confirmed write either runs whole or reports each target.
    bool opened = withStore([](TokenStore&) {});
    for (const ActionTarget& target : request.targets) {
        ActionOutcome outcome;
        outcome.target = target;
        if (!opened || interrupted()) {
            outcome.errorKind = ErrorKind::Unavailable;
            outcome.message = opened ? tr("Not run: the connection was closed.")
                                     : tr("Not run: the store could not be opened.");
            report.outcomes << outcome;
            continue;
        }
        try {
            switch (request.action) {
            case TokenAction::Release:
                outcome.record =
                    m_store->operatorRelease(target.key, target.scope, request.context);
                break;
            case TokenAction::Expire:
                outcome.record = m_store->operatorExpire(target.key, target.scope, request.context);
                break;
            case TokenAction::Delete:
                m_store->operatorDelete(target.key, target.scope, request.context);
                break;
            }
            outcome.ok = true;
        } catch (const Error& e) {
            outcome.errorKind = e.kind();
            outcome.message = e.message();
            if (e.kind() == ErrorKind::ConnectionLost) {
                m_store.reset();
                opened = withStore([](TokenStore&) {});
            }
        } catch (const std::exception& e) {
            outcome.errorKind = ErrorKind::Internal;
            outcome.message = QString::fromLocal8Bit(e.what());
        }
        report.outcomes << outcome;
    }
    emit actionFinished(report);
}

void StoreWorker::exportRecords(const QString& path, const QList<idem::TokenRecord>& records,
                                ExportFormat format) {
    QByteArray text;
    if (format == ExportFormat::Csv) {
        text = idem::toCsv(records).toUtf8();
    } else {
        QJsonArray array;
        for (const TokenRecord& record : records)
            array.append(idem::toJson(record));
        text = QJsonDocument(array).toJson(QJsonDocument::Indented);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        emit exportFinished(path, false, file.errorString());
        return;
    }
    file.write(text);
    if (!file.commit()) {
        emit exportFinished(path, false, file.errorString());
        return;
    }
    emit exportFinished(path, true, QString());
}

} // namespace idem::ui
