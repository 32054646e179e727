// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "connectionprofiles.h"

#include "base/errors.h"
#include "connectionfields.h"
#include "store/redact.h"

#include <QApplication>
#include <QFile>
#include <QFont>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSettings>
#include <QStyle>
#include <QUuid>

namespace idem::ui {
namespace {

const QString kGroup = QStringLiteral("connections");
const QString kArray = QStringLiteral("profiles");
const QString kFormat = QStringLiteral("idemscope-connections");
constexpr int kVersion = 1;

[[noreturn]] void bad(const QString& message) {
    throw Error(ErrorKind::BadInput, message);
}

bool isUuid(const QString& id) {
    return !QUuid::fromString(id).isNull();
}

} // namespace

ConnectionProfiles::ConnectionProfiles(QObject* parent)
    : QAbstractListModel(parent), m_settings(std::make_unique<QSettings>(
                                      QStringLiteral("IdemScope"), QStringLiteral("idemscope"))) {
    load();
}

ConnectionProfiles::ConnectionProfiles(const QString& settingsFile, QObject* parent)
    : QAbstractListModel(parent),
      m_settings(std::make_unique<QSettings>(settingsFile, QSettings::IniFormat)) {
    load();
}

ConnectionProfiles::~ConnectionProfiles() = default;

ConnectionProfile ConnectionProfiles::demoProfile() {
    ConnectionProfile p;
    p.id = QStringLiteral("demo");
    p.name = tr("Demo");
    p.readOnly = false;
    p.production = false;
    p.demo = true;
    return p;
}

QString ConnectionProfiles::adHocId() {
    return QStringLiteral("adhoc");
}

void ConnectionProfiles::setAdHoc(const ConnectionProfile& profile) {
    ConnectionProfile p = profile;
    p.id = adHocId();
    // Never a secret in the model: the URL the user sees is the redacted one.
    p.url = redactStoreUrl(p.url.isEmpty() ? p.connectUrl : p.url);
    p.name = p.url;
    p.connectUrl.clear();
    p.demo = false;
    const int row = static_cast<int>(m_profiles.size());
    if (m_adHoc) {
        m_adHoc = p;
        emit dataChanged(index(row), index(row));
        return;
    }
    beginInsertRows({}, row, row);
    m_adHoc = p;
    endInsertRows();
}

void ConnectionProfiles::setOpenId(const QString& id) {
    if (id == m_openId)
        return;
    const int before = rowOf(m_openId);
    m_openId = id;
    for (const int row : {before, rowOf(id)}) {
        if (row >= 0)
            emit dataChanged(index(row), index(row), {Qt::FontRole});
    }
}

int ConnectionProfiles::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_profiles.size()) + (m_adHoc ? 1 : 0);
}

QVariant ConnectionProfiles::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const ConnectionProfile& p =
        index.row() < m_profiles.size() ? m_profiles.at(index.row()) : *m_adHoc;
    switch (role) {
    case Qt::FontRole: {
        if (p.id != m_openId)
            return {};
        QFont font;
        font.setBold(true); // the connection the window shows
        return font;
    }
    case Qt::DisplayRole:
    case Qt::EditRole:
        return p.demo ? tr("Demo") : p.name; // in the language shown now
    case Qt::ToolTipRole: {
        if (p.demo)
            return tr("An embedded store with a gateway, the demo upstream and live traffic, "
                      "started inside IdemScope.");
        QString tip = p.url;
        if (p.id == adHocId())
            tip += QLatin1Char('\n') + tr("Opened from the command line; not saved.");
        if (p.production)
            tip += QLatin1Char('\n') + tr("Production: writes need the profile's name typed.");
        tip += QLatin1Char('\n') + (p.readOnly ? tr("Read-only") : tr("Writes allowed"));
        return tip;
    }
    case Qt::DecorationRole: {
        // The style's own icons follow the system theme (light or dark).
        QStyle* style = QApplication::style();
        if (!style)
            return {};
        if (p.demo)
            return style->standardIcon(QStyle::SP_MediaPlay);
        if (p.production)
            return style->standardIcon(QStyle::SP_MessageBoxWarning);
        return style->standardIcon(backendOfUrl(p.url) == StoreBackend::Sqlite
                                       ? QStyle::SP_DriveHDIcon
                                       : QStyle::SP_DriveNetIcon);
    }
    case IdRole:
        return p.id;
    case UrlRole:
        return p.url;
    case ReadOnlyRole:
        return p.readOnly;
    case ProductionRole:
        return p.production;
    case DemoRole:
        return p.demo;
    case HasPasswordRole:
        return p.hasPassword;
    case ProfileRole:
        return QVariant::fromValue(p);
    default:
        return {};
    }
}

QHash<int, QByteArray> ConnectionProfiles::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "profileId");
    names.insert(UrlRole, "url");
    names.insert(ReadOnlyRole, "readOnly");
    names.insert(ProductionRole, "production");
    names.insert(DemoRole, "demo");
    names.insert(HasPasswordRole, "hasPassword");
    return names;
}

std::optional<ConnectionProfile> ConnectionProfiles::profile(const QString& id) const {
    const int row = rowOf(id);
    if (row < 0)
        return std::nullopt;
    return row < m_profiles.size() ? m_profiles.at(row) : *m_adHoc;
}

int ConnectionProfiles::rowOf(const QString& id) const {
    for (int row = 0; row < m_profiles.size(); ++row) {
        if (m_profiles.at(row).id == id)
            return row;
    }
    if (m_adHoc && id == adHocId())
        return static_cast<int>(m_profiles.size());
    return -1;
}

void ConnectionProfiles::check(const ConnectionProfile& p) {
    const QString name = p.name.trimmed();
    if (name.isEmpty())
        bad(tr("A profile needs a name."));
    if (name.size() > kMaxNameLength)
        bad(tr("A profile name has at most %1 characters.").arg(kMaxNameLength));
    for (const QChar c : name) {
        if (c.category() == QChar::Other_Control)
            bad(tr("A profile name cannot contain control characters."));
    }
    fieldsFromUrl(p.url); // throws BadInput with the store parser's sentence
}

QString ConnectionProfiles::uniqueName(const QString& wanted) const {
    auto taken = [this](const QString& name) {
        for (const ConnectionProfile& p : m_profiles) {
            if (p.name.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        }
        return false;
    };
    if (!taken(wanted))
        return wanted;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(wanted).arg(n);
        if (!taken(candidate))
            return candidate;
    }
}

ConnectionProfile ConnectionProfiles::add(ConnectionProfile p) {
    p.name = p.name.trimmed();
    check(p);
    if (m_profiles.size() > kMaxProfiles)
        bad(tr("There are %1 profiles already; remove some first.").arg(kMaxProfiles));
    p.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    p.url = urlWithoutSecret(p.url);
    p.connectUrl.clear();
    p.readOnly = true; // every new profile starts read-only
    p.demo = false;
    const int row = static_cast<int>(m_profiles.size());
    beginInsertRows({}, row, row);
    m_profiles.append(p);
    endInsertRows();
    save();
    return p;
}

void ConnectionProfiles::update(const ConnectionProfile& changed) {
    const int row = rowOf(changed.id);
    if (row < 0 || row >= m_profiles.size()) // none, or the ad-hoc entry (not saved)
        throw Error(ErrorKind::NotFound, tr("There is no such profile."));
    if (m_profiles.at(row).demo)
        bad(tr("The Demo profile cannot be changed."));
    ConnectionProfile p = changed;
    p.name = p.name.trimmed();
    check(p);
    p.url = urlWithoutSecret(p.url);
    p.connectUrl.clear();
    p.demo = false;
    m_profiles[row] = p;
    const QModelIndex at = index(row);
    emit dataChanged(at, at);
    save();
}

ConnectionProfile ConnectionProfiles::duplicate(const QString& id) {
    const auto original = profile(id);
    if (!original || id == adHocId())
        throw Error(ErrorKind::NotFound, tr("There is no such profile."));
    if (original->demo)
        bad(tr("The Demo profile cannot be copied."));
    ConnectionProfile copy = *original;
    copy.name = uniqueName(tr("%1 (copy)").arg(original->name));
    return add(copy);
}

bool ConnectionProfiles::remove(const QString& id) {
    const int row = rowOf(id);
    if (row < 0 || row >= m_profiles.size() || m_profiles.at(row).demo)
        return false;
    beginRemoveRows({}, row, row);
    m_profiles.removeAt(row);
    endRemoveRows();
    save();
    return true;
}

void ConnectionProfiles::load() {
    QList<ConnectionProfile> loaded{demoProfile()};
    bool scrub = false;
    m_settings->beginGroup(kGroup);
    const int size = std::min(m_settings->beginReadArray(kArray), kMaxProfiles);
    for (int i = 0; i < size; ++i) {
        m_settings->setArrayIndex(i);
        ConnectionProfile p;
        p.id = m_settings->value(QStringLiteral("id")).toString();
        p.name = m_settings->value(QStringLiteral("name")).toString();
        p.url = m_settings->value(QStringLiteral("url")).toString();
        p.readOnly = m_settings->value(QStringLiteral("readOnly"), true).toBool();
        p.production = m_settings->value(QStringLiteral("production"), false).toBool();
        p.hasPassword = m_settings->value(QStringLiteral("hasPassword"), false).toBool();
        p.hasSslPassword = m_settings->value(QStringLiteral("hasSslPassword"), false).toBool();
        try {
            if (!isUuid(p.id))
                bad(QStringLiteral("bad id"));
            check(p);
            // A settings file edited by hand (or written before sslpassword counted as a
            // secret) may hold a password: it is not used from there, and the file is written
            // again without it.
            const QString clean = urlWithoutSecret(p.url);
            if (clean != p.url) {
                const ConnectionFields f = fieldsFromUrl(p.url);
                p.hasPassword = p.hasPassword || !f.password.isEmpty();
                p.hasSslPassword = p.hasSslPassword || !f.sslPassword.isEmpty();
                scrub = true;
            }
            p.url = clean;
        } catch (const Error& e) {
            qWarning("idemscope: connection profile %d in the settings is skipped: %s", i,
                     e.what());
            continue;
        }
        loaded.append(p);
    }
    m_settings->endArray();
    m_settings->endGroup();

    beginResetModel();
    m_profiles = loaded;
    endResetModel();
    if (scrub)
        save();
}

void ConnectionProfiles::reload() {
    m_settings->sync();
    load();
}

void ConnectionProfiles::save() {
    m_settings->beginGroup(kGroup);
    m_settings->remove(kArray);
    m_settings->setValue(QStringLiteral("version"), kVersion);
    m_settings->beginWriteArray(kArray);
    int i = 0;
    for (const ConnectionProfile& p : std::as_const(m_profiles)) {
        if (p.demo)
            continue;
        m_settings->setArrayIndex(i++);
        m_settings->setValue(QStringLiteral("id"), p.id);
        m_settings->setValue(QStringLiteral("name"), p.name);
        m_settings->setValue(QStringLiteral("url"), p.url); // without password (add/update)
        m_settings->setValue(QStringLiteral("readOnly"), p.readOnly);
        m_settings->setValue(QStringLiteral("production"), p.production);
        m_settings->setValue(QStringLiteral("hasPassword"), p.hasPassword);
        m_settings->setValue(QStringLiteral("hasSslPassword"), p.hasSslPassword);
    }
    m_settings->endArray();
    m_settings->endGroup();
    m_settings->sync();
}

QByteArray ConnectionProfiles::exportJson() const {
    QJsonArray list;
    for (const ConnectionProfile& p : m_profiles) {
        if (p.demo)
            continue;
        QJsonObject o;
        o.insert(QStringLiteral("name"), p.name);
        // Stripped again: whatever happened before, an export never carries a password.
        QString url;
        try {
            url = urlWithoutSecret(p.url);
        } catch (const Error&) {
            continue;
        }
        o.insert(QStringLiteral("url"), url);
        o.insert(QStringLiteral("readOnly"), p.readOnly);
        o.insert(QStringLiteral("production"), p.production);
        o.insert(QStringLiteral("hasPassword"), p.hasPassword);
        if (p.hasSslPassword)
            o.insert(QStringLiteral("hasSslPassword"), true);
        list.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), kVersion);
    root.insert(QStringLiteral("profiles"), list);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

int ConnectionProfiles::importJson(const QByteArray& json, QString* error, int* skipped) {
    if (skipped)
        *skipped = 0;
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return -1;
    };
    if (json.size() > kMaxImportBytes)
        return fail(tr("The file is larger than %1 KiB.").arg(kMaxImportBytes / 1024));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull() || !doc.isObject())
        return fail(tr("The file is not JSON: %1.").arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return fail(tr("The file is not an IdemScope connections export."));
    if (root.value(QStringLiteral("version")).toInt() != kVersion)
        return fail(tr("The export's version is not supported (expected %1).").arg(kVersion));
    const QJsonArray list = root.value(QStringLiteral("profiles")).toArray();
    if (list.size() + m_profiles.size() > kMaxProfiles + 1)
        return fail(tr("Importing would make more than %1 profiles.").arg(kMaxProfiles));

    int added = 0;
    for (const QJsonValue& value : list) {
        const QJsonObject o = value.toObject();
        ConnectionProfile p;
        p.name = o.value(QStringLiteral("name")).toString().trimmed();
        p.url = o.value(QStringLiteral("url")).toString();
        p.production = o.value(QStringLiteral("production")).toBool(false);
        p.hasPassword = o.value(QStringLiteral("hasPassword")).toBool(false);
        p.hasSslPassword = o.value(QStringLiteral("hasSslPassword")).toBool(false);
        try {
            check(p);
            // A password in an imported URL means the file was written by hand: it must not
            // be kept, but the profile still needs one, from the keychain or the user.
            const ConnectionFields f = fieldsFromUrl(p.url);
            if (!f.password.isEmpty())
                p.hasPassword = true;
            if (!f.sslPassword.isEmpty())
                p.hasSslPassword = true;
            p.name = uniqueName(p.name);
            add(p);
            ++added;
        } catch (const Error&) {
            if (skipped)
                ++*skipped;
        }
    }
    return added;
}

bool ConnectionProfiles::exportToFile(const QString& path, QString* error) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(exportJson()) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

int ConnectionProfiles::importFromFile(const QString& path, QString* error, int* skipped) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return -1;
    }
    if (file.size() > kMaxImportBytes) {
        if (error)
            *error = tr("The file is larger than %1 KiB.").arg(kMaxImportBytes / 1024);
        return -1;
    }
    return importJson(file.read(kMaxImportBytes + 1), error, skipped);
}

} // namespace idem::ui
