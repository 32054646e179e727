// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Dashboard's exports: the shown series as CSV and the page as PNG, written off the GUI
// thread.
#include "dashboard/dashboardpage.h"
#include "export/recordexport.h"
#include "util/duration.h"

#include <QFileDialog>
#include <QFutureWatcher>
#include <QImage>
#include <QPixmap>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

namespace idem::ui {

namespace {

bool writeFile(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

/// Runs `write` (which returns an error text, empty when it worked) in the pool and emits the
/// page's exportFinished() for `path` on the GUI thread when it is done.
template <typename Write> void exportInPool(DashboardPage* page, const QString& path, Write write) {
    auto* watcher = new QFutureWatcher<QString>(page);
    QObject::connect(watcher, &QFutureWatcher<QString>::finished, page, [page, watcher, path] {
        const QString error = watcher->result();
        watcher->deleteLater();
        emit page->exportFinished(path, error.isEmpty(), error);
    });
    watcher->setFuture(QtConcurrent::run(std::move(write)));
}

} // namespace

QString DashboardPage::csv() const {
    QString out = csvLine({QStringLiteral("chart"), QStringLiteral("series"),
                           QStringLiteral("time"), QStringLiteral("value")});
    for (int chart = 0; chart < TimeChartCount; ++chart) {
        // The charts' object names: stable whatever the language.
        const QString title = m_charts[chart]->objectName();
        for (const charts::TimeSeries& s : m_shown[chart]) {
            for (const QPointF& p : s.points) {
                out += csvLine(
                    {title, s.name, isoTime(qint64(p.x())), QString::number(p.y(), 'g', 12)});
            }
        }
    }
    for (const charts::Bar& bar : m_bars) {
        out += csvLine({m_stateChart->objectName(), bar.label, isoTime(m_countsAtMs),
                        QString::number(bar.value, 'g', 12)});
    }
    return out;
}

void DashboardPage::exportCsv(const QString& path) {
    const QByteArray bytes = csv().toUtf8();
    exportInPool(this, path, [path, bytes] {
        QString error;
        writeFile(path, bytes, &error);
        return error;
    });
}

void DashboardPage::exportPng(const QString& path) {
    // Grabbed here (widgets paint on the GUI thread only), encoded and written in the pool.
    const QImage image = grab().toImage();
    exportInPool(this, path, [path, image] {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return file.errorString();
        if (!image.save(&file, "PNG"))
            return DashboardPage::tr("The image could not be encoded as PNG.");
        if (!file.commit())
            return file.errorString();
        return QString();
    });
}

void DashboardPage::exportInteractively(bool png) {
    const QString filter = png ? tr("PNG image (*.png)") : tr("CSV (*.csv)");
    const QString path = QFileDialog::getSaveFileName(
        this, png ? tr("Export the dashboard as an image") : tr("Export the charts' data"),
        png ? QStringLiteral("dashboard.png") : QStringLiteral("dashboard.csv"), filter);
    if (path.isEmpty())
        return;
    if (png)
        exportPng(path);
    else
        exportCsv(path);
}

} // namespace idem::ui
