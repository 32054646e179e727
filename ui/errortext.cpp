// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "errortext.h"

#include <QCoreApplication>

namespace idem::ui {
namespace {

constexpr const char* kLabelContext = "idem::ui::MainWindow";
constexpr const char* kLeadContext = "idem::ui::ConnectionTester";

struct KindTexts {
    const char* label;
    const char* lead;
};

KindTexts textsOf(ErrorKind kind) {
    switch (kind) {
    case ErrorKind::BadInput:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Invalid input"),
                QT_TRANSLATE_NOOP("idem::ui::ConnectionTester",
                                  "The connection settings are not valid:")};
    case ErrorKind::NotFound:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Not found"),
                QT_TRANSLATE_NOOP("idem::ui::ConnectionTester", "Not found:")};
    case ErrorKind::Conflict:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Refused"), nullptr};
    case ErrorKind::Retryable:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Store busy, try again"),
                QT_TRANSLATE_NOOP("idem::ui::ConnectionTester", "The store is busy; try again:")};
    case ErrorKind::ConnectionLost:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Connection lost"),
                QT_TRANSLATE_NOOP("idem::ui::ConnectionTester", "The connection broke:")};
    case ErrorKind::OutcomeUnknown:
        return {
            QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Outcome unknown"),
            QT_TRANSLATE_NOOP("idem::ui::ConnectionTester", "The store did not answer in time:")};
    case ErrorKind::Unavailable:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Store unavailable"),
                QT_TRANSLATE_NOOP("idem::ui::ConnectionTester", "Cannot reach or open the store:")};
    case ErrorKind::SchemaMissing:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Not an IdemScope store"),
                QT_TRANSLATE_NOOP("idem::ui::ConnectionTester",
                                  "The store answers, but it is not ready for IdemScope:")};
    case ErrorKind::ReadOnly:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Read-only"),
                QT_TRANSLATE_NOOP("idem::ui::ConnectionTester", "The store refuses writes:")};
    case ErrorKind::Internal:
        return {QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Internal error"), nullptr};
    }
    return {nullptr, nullptr};
}

} // namespace

QString errorKindLabel(ErrorKind kind) {
    const char* label = textsOf(kind).label;
    return QCoreApplication::translate(
        kLabelContext, label ? label : QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Error"));
}

QString errorKindLead(ErrorKind kind) {
    // A conflict or an internal error has no plainer words than the store's own sentence.
    const char* lead = textsOf(kind).lead;
    return QCoreApplication::translate(
        kLeadContext,
        lead ? lead : QT_TRANSLATE_NOOP("idem::ui::ConnectionTester", "The test failed:"));
}

} // namespace idem::ui
