// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QMetaType>
#include <QString>

namespace idem::ui {

/// One saved connection of the console (issue 6): what the token browser needs to know about
/// the store it shows. The connection manager (ui/connections/) creates, saves and exports
/// profiles; the browser (MainWindow) only reads them.
///
/// Secrets are never part of a profile: `url` has no password; the manager fetches it from the
/// OS keychain (or asks) and hands the browser `connectUrl`, which lives in memory only.
struct ConnectionProfile {
    QString id;   ///< Stable identifier (QUuid text); "demo" for the built-in Demo profile.
    QString name; ///< Shown in titles; typed by the user to confirm writes on production.
    QString url;  ///< Store URL without secrets (saved, exported).
    /// The URL to open, with the secret filled in; in memory only, never saved.
    QString connectUrl;
    /// Every new profile is read-only: write actions are disabled until the user allows them.
    bool readOnly = true;
    /// A production profile asks the user to type `name` before any write.
    bool production = false;
    /// The built-in Demo profile (in-process store, gateway, upstream and traffic).
    bool demo = false;
    /// The store needs a password: the manager reads it from the OS keychain (key `id`) or, where
    /// no keychain works, asks for it at connect time. The password itself is never in a profile.
    bool hasPassword = false;
    /// PostgreSQL: the client key needs a passphrase (libpq's sslpassword). Kept like the
    /// password: in the OS keychain (key `id` + "#sslpassword") or asked at connect time.
    bool hasSslPassword = false;
    /// A gateway's Prometheus /metrics URL that the dashboard charts next to the store's
    /// counters; the Demo fills in its in-process gateway's. In memory only, never saved.
    QString metricsUrl;

    bool writesAllowed() const { return !readOnly; }
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::ConnectionProfile)
