// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// WorkbenchPage's library sidebar: the History and Collection lists, views of RequestLibrary's
// models, and what a click on them does. Kept apart from workbenchpage.cpp, whose class it
// completes.
#include "requestlibrary.h"
#include "workbenchpage.h"

#include <QHBoxLayout>
#include <QInputDialog>
#include <QListView>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace idem::ui {

using namespace idem::workbench;

QWidget* WorkbenchPage::createSidebar() {
    auto* box = new QTabWidget(this);
    m_sidebar = box;
    box->setObjectName(QStringLiteral("workbenchSidebar"));

    // The lists are views of the library's models: they follow its changes by themselves.
    auto* historyPage = new QWidget(box);
    auto* hl = new QVBoxLayout(historyPage);
    auto* historyList = new QListView(historyPage);
    historyList->setObjectName(QStringLiteral("historyList"));
    historyList->setModel(m_library->historyModel());
    historyList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    historyList->setTextElideMode(Qt::ElideRight);
    historyList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    hl->addWidget(historyList);
    connect(historyList, &QListView::activated, this, [this](const QModelIndex& index) {
        if (index.row() >= 0 && index.row() < m_library->history().size())
            showSaved(m_library->history().at(index.row()));
    });
    box->addTab(historyPage, QString());

    auto* collectionPage = new QWidget(box);
    auto* cl = new QVBoxLayout(collectionPage);
    auto* collectionList = new QListView(collectionPage);
    collectionList->setObjectName(QStringLiteral("collectionList"));
    collectionList->setModel(m_library->collectionModel());
    collectionList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    cl->addWidget(collectionList);
    auto* buttons = new QHBoxLayout;
    auto* save = translated(new QPushButton(collectionPage), "text", QT_TR_NOOP("Save…"));
    auto* remove = translated(new QPushButton(collectionPage), "text", QT_TR_NOOP("Remove"));
    buttons->addWidget(save);
    buttons->addWidget(remove);
    cl->addLayout(buttons);
    connect(collectionList, &QListView::activated, this,
            [this](const QModelIndex& index) { loadFromCollection(index.data().toString()); });
    connect(save, &QPushButton::clicked, this, [this] {
        auto* dialog = new QInputDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowTitle(tr("Save request"));
        dialog->setLabelText(tr("Name in the collection:"));
        dialog->setTextValue(specTitle(request()).left(60));
        connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString& name) {
            if (!name.trimmed().isEmpty())
                saveToCollection(name.trimmed());
        });
        dialog->open();
    });
    connect(remove, &QPushButton::clicked, this, [this, collectionList] {
        const QModelIndex current = collectionList->currentIndex();
        if (current.isValid())
            m_library->removeFromCollection(current.data().toString());
    });
    box->addTab(collectionPage, QString());
    return box;
}

void WorkbenchPage::showSaved(const RequestSpec& spec) {
    setRequest(spec);
    const QStringList missing = spec.notSavedParts();
    if (!missing.isEmpty()) {
        setStatus(tr("Credentials are never saved: type %1 again before sending (the value "
                     "%2 stands for it).")
                      .arg(missing.join(QStringLiteral(", ")),
                           QString::fromLatin1(RequestSpec::notSavedValue())),
                  true);
    }
}

void WorkbenchPage::saveToCollection(const QString& name) {
    m_library->saveToCollection(name, request());
    setStatus(tr("Saved as \"%1\".").arg(name));
}

QList<RequestSpec> WorkbenchPage::history() const {
    return m_library->history();
}

QStringList WorkbenchPage::collectionNames() const {
    return m_library->collectionNames();
}

bool WorkbenchPage::loadFromCollection(const QString& name) {
    const std::optional<RequestSpec> spec = m_library->fromCollection(name);
    if (spec)
        showSaved(*spec);
    return spec.has_value();
}

} // namespace idem::ui
