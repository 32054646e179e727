// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "requestlibrary.h"

#include <QAbstractListModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace idem::ui {

using namespace idem::workbench;

namespace {

const QString kSettingsOrg = QStringLiteral("IdemScope");
const QString kSettingsApp = QStringLiteral("idemscope");
const QString kHistoryKey = QStringLiteral("workbench/history");
const QString kCollectionKey = QStringLiteral("workbench/collection");

} // namespace

/// A read-only list over one of the library's lists: `count` rows, `data` per row and role.
/// The library resets it around each change of its list.
class RequestLibrary::ListModel : public QAbstractListModel {
public:
    ListModel(std::function<int()> count, std::function<QVariant(int, int)> data, QObject* parent)
        : QAbstractListModel(parent), m_count(std::move(count)), m_data(std::move(data)) {}

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : m_count();
    }
    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid() || index.row() >= m_count())
            return {};
        return m_data(index.row(), role);
    }
    /// Runs `change` of the underlying list between a begin and an end of reset.
    template <typename F> void change(F&& change) {
        beginResetModel();
        change();
        endResetModel();
    }

private:
    std::function<int()> m_count;
    std::function<QVariant(int, int)> m_data;
};

RequestLibrary::RequestLibrary(Title shortTitle, Title fullTitle, QObject* parent)
    : QObject(parent) {
    m_historyModel =
        new ListModel([this] { return int(m_history.size()); },
                      [this, shortTitle = std::move(shortTitle),
                       fullTitle = std::move(fullTitle)](int row, int role) -> QVariant {
                          if (role == Qt::DisplayRole)
                              return shortTitle(m_history.at(row));
                          if (role == Qt::ToolTipRole)
                              return fullTitle(m_history.at(row));
                          return {};
                      },
                      this);
    m_collectionModel = new ListModel([this] { return int(m_collection.size()); },
                                      [this](int row, int role) -> QVariant {
                                          return role == Qt::DisplayRole || role == Qt::EditRole
                                                     ? m_collection.at(row).first
                                                     : QVariant();
                                      },
                                      this);
    load();
}

RequestLibrary::~RequestLibrary() = default;

QAbstractItemModel* RequestLibrary::historyModel() const {
    return m_historyModel;
}

QAbstractItemModel* RequestLibrary::collectionModel() const {
    return m_collectionModel;
}

void RequestLibrary::remember(const RequestSpec& spec) {
    m_historyModel->change([&] {
        m_history.removeIf([&spec](const RequestSpec& s) { return s.toJson() == spec.toJson(); });
        m_history.prepend(spec);
        while (m_history.size() > kHistoryLimit)
            m_history.removeLast();
    });
    saveHistory();
}

QStringList RequestLibrary::collectionNames() const {
    QStringList names;
    for (const auto& entry : m_collection)
        names << entry.first;
    return names;
}

std::optional<RequestSpec> RequestLibrary::fromCollection(const QString& name) const {
    for (const auto& [n, spec] : m_collection) {
        if (n == name)
            return spec;
    }
    return std::nullopt;
}

void RequestLibrary::saveToCollection(const QString& name, const RequestSpec& spec) {
    m_collectionModel->change([&] {
        m_collection.removeIf([&name](const auto& entry) { return entry.first == name; });
        m_collection.append({name, spec});
    });
    saveCollection();
}

void RequestLibrary::removeFromCollection(const QString& name) {
    m_collectionModel->change(
        [&] { m_collection.removeIf([&name](const auto& entry) { return entry.first == name; }); });
    saveCollection();
}

void RequestLibrary::load() {
    QSettings settings(kSettingsOrg, kSettingsApp);
    const QJsonArray history =
        QJsonDocument::fromJson(settings.value(kHistoryKey).toByteArray()).array();
    // A settings file written before credentials were left out may still hold some: they are
    // dropped on reading and the file is written again without them.
    bool scrub = false;
    for (const QJsonValue& v : history) {
        const RequestSpec saved = RequestSpec::fromJson(v.toObject());
        const RequestSpec clean = saved.withoutSecrets();
        scrub = scrub || clean.toJson() != saved.toJson();
        m_history.append(clean);
    }
    const QJsonObject collection =
        QJsonDocument::fromJson(settings.value(kCollectionKey).toByteArray()).object();
    for (auto it = collection.begin(); it != collection.end(); ++it) {
        const RequestSpec saved = RequestSpec::fromJson(it.value().toObject());
        const RequestSpec clean = saved.withoutSecrets();
        scrub = scrub || clean.toJson() != saved.toJson();
        m_collection.append({it.key(), clean});
    }
    if (scrub) {
        saveHistory();
        saveCollection();
    }
}

void RequestLibrary::saveHistory() const {
    QJsonArray history;
    for (const RequestSpec& s : m_history)
        history.append(s.withoutSecrets().toJson());
    QSettings(kSettingsOrg, kSettingsApp)
        .setValue(kHistoryKey, QJsonDocument(history).toJson(QJsonDocument::Compact));
}

void RequestLibrary::saveCollection() const {
    QJsonObject collection;
    for (const auto& [name, spec] : m_collection)
        collection.insert(name, spec.withoutSecrets().toJson());
    QSettings(kSettingsOrg, kSettingsApp)
        .setValue(kCollectionKey, QJsonDocument(collection).toJson(QJsonDocument::Compact));
}

} // namespace idem::ui
