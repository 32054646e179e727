// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "aboutdialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QUrl>
#include <QVBoxLayout>

namespace idem::ui {

namespace {

/// The first of `candidates` (relative to `programDir` unless absolute) that exists as a file
/// (`wantDir` false) or a folder, cleaned; "" if none does.
QString firstExisting(const QString& programDir, const QStringList& candidates, bool wantDir) {
    const QDir dir(programDir);
    for (const QString& candidate : candidates) {
        const QFileInfo info(dir.absoluteFilePath(candidate));
        if (info.exists() && info.isDir() == wantDir)
            return QDir::cleanPath(info.absoluteFilePath());
    }
    return {};
}

/// A link to a local file or folder, showing its native path.
QString fileLink(const QString& path) {
    return QStringLiteral("<a href=\"%1\">%2</a>")
        .arg(QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded),
             QDir::toNativeSeparators(path).toHtmlEscaped());
}

} // namespace

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("aboutDialog"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("aboutText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setOpenExternalLinks(true);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    // Wide enough that the notice wraps into a readable paragraph rather than a thin column.
    m_text->setMinimumWidth(m_text->fontMetrics().averageCharWidth() * 72);
    retranslateUi();
}

QStringList AboutDialog::thirdPartyComponents() {
    // What the programs link (core/, ui/ and their CMakeLists.txt), as in packaging/licenses/.
    return {QStringLiteral("Qt 6 (LGPL-3.0)"),
            QStringLiteral("Qt Charts (GPL-3.0)"),
            QStringLiteral("OpenSSL 3 (Apache-2.0)"),
            QStringLiteral("libpq (PostgreSQL)"),
            QStringLiteral("libpqxx (BSD-3-Clause)"),
            QStringLiteral("hiredis (BSD-3-Clause)"),
            QStringLiteral("prometheus-cpp (MIT)"),
            QStringLiteral("CivetWeb (MIT)"),
            QStringLiteral("QtKeychain (BSD-2-Clause)"),
            QStringLiteral("SQLite (public domain)"),
            QStringLiteral("zlib (Zlib)")};
}

QString AboutDialog::licenceFile(const QString& programDir) {
    return firstExisting(programDir,
                         {QStringLiteral("../LICENSE.txt"), QStringLiteral("../Resources/LICENSE"),
                          QStringLiteral("/usr/share/common-licenses/GPL-3")},
                         false);
}

QString AboutDialog::thirdPartyLicencesFolder(const QString& programDir) {
    return firstExisting(programDir,
                         {QStringLiteral("../licenses"), QStringLiteral("../Resources/licenses"),
                          QStringLiteral("../share/doc/idemscope/licenses")},
                         true);
}

void AboutDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslateUi() {
    setWindowTitle(tr("About IdemScope"));
    const QString version = QCoreApplication::applicationVersion();
    QString html = QStringLiteral("<h3>IdemScope %1</h3>").arg(version.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(tr("Copyright 2026 The IdemScope developers"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("IdemScope is free software: you can redistribute it and/or modify it "
                        "under the terms of the GNU General Public License as published by the "
                        "Free Software Foundation, either version 3 of the License, or (at your "
                        "option) any later version (GPL-3.0-or-later). It is distributed in the "
                        "hope that it will be useful, but WITHOUT ANY WARRANTY; without even the "
                        "implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR "
                        "PURPOSE.")
                         .toHtmlEscaped());
    const QString web = QStringLiteral("<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">"
                                       "https://www.gnu.org/licenses/gpl-3.0.html</a>");
    const QString programDir = QCoreApplication::applicationDirPath();
    const QString file = licenceFile(programDir);
    html += QStringLiteral("<p>%1</p>")
                .arg(file.isEmpty()
                         ? tr("The full text of the licence: %1").arg(web)
                         : tr("The full text of the licence: %1, or %2").arg(fileLink(file), web));
    html +=
        QStringLiteral("<p>%1</p><ul>")
            .arg(
                tr("IdemScope uses these components, each under its own licence:").toHtmlEscaped());
    for (const QString& component : thirdPartyComponents())
        html += QStringLiteral("<li>%1</li>").arg(component.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    const QString folder = thirdPartyLicencesFolder(programDir);
    if (!folder.isEmpty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Their licence texts are in %1").arg(fileLink(folder)));
    m_text->setText(html);
}

} // namespace idem::ui
