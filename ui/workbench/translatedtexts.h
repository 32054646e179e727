// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariant>

namespace idem::ui {

/// Properties of a page's widgets set from translatable sources and set again on a language
/// change (the page calls retranslate() from its retranslateUi()). The sources are marked with
/// QT_TR_NOOP in the owner's class, so they are translated in the owner's context, as its tr()
/// would. GUI thread only.
class TranslatedTexts {
public:
    explicit TranslatedTexts(const QObject* owner) : m_owner(owner) {}

    /// Sets `property` of `object` to the translation of `source` now and on every
    /// retranslate(); returns `object`.
    template <typename T> T* set(T* object, const char* property, const char* source) {
        m_texts.append({object, property, source});
        object->setProperty(property, text(source));
        return object;
    }

    void retranslate() const {
        for (const Text& t : m_texts) {
            if (t.object)
                t.object->setProperty(t.property, text(t.source));
        }
    }

private:
    struct Text {
        QPointer<QObject> object;
        const char* property;
        const char* source;
    };
    QString text(const char* source) const {
        return QCoreApplication::translate(m_owner->metaObject()->className(), source);
    }

    const QObject* m_owner;
    QList<Text> m_texts;
};

} // namespace idem::ui
