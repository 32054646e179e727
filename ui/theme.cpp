// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "theme.h"

#include <QApplication>
#include <QEvent>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>
#include <algorithm>
#include <array>
#include <cmath>

namespace idem::ui::theme {
namespace {

/// Each role's hue on a light and on a dark background (Material palette tones 800 and 200-300,
/// which meet 4.5:1 on Qt's standard palettes already); color() corrects them for any other.
struct Tones {
    QRgb light;
    QRgb dark;
};
constexpr std::array<Tones, 5> kTones = {{
    {0x2e7d32, 0x81c784}, // Ok: green
    {0x1565c0, 0x64b5f6}, // Info: blue
    {0xa04f00, 0xffb74d}, // Warning: amber
    {0xc62828, 0xff8a80}, // Danger: red
    {0x616161, 0xa8a8a8}, // Muted: grey
}};

/// Lightness step of the correction; 50 steps reach black or white from anywhere.
constexpr float kLightnessStep = 0.02F;

double channel(double c) {
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

/// The lowest contrast of `c` against the backgrounds text in a role may stand on.
double worstContrast(const QColor& c, const QPalette& palette) {
    double worst = 21.0;
    for (const QPalette::ColorRole background :
         {QPalette::Window, QPalette::Base, QPalette::AlternateBase}) {
        worst = std::min(worst, contrastRatio(c, palette.color(QPalette::Active, background)));
    }
    return worst;
}

/// The event filter behind setTextRole(): re-colours its widget whenever the widget's
/// resolved palette changes. The application's palette change reaches it as a PaletteChange
/// of the widget once QWidget has re-resolved the palette, so that is the one event it needs.
class TextRoleFollower : public QObject {
public:
    static constexpr const char* kName = "idemThemeTextRole";

    TextRoleFollower(QWidget* widget, Role role) : QObject(widget), m_widget(widget), m_role(role) {
        setObjectName(QString::fromLatin1(kName));
        widget->installEventFilter(this);
    }

    void setRole(Role role) {
        m_role = role;
        apply();
    }

    void apply() {
        if (m_applying)
            return; // our own setPalette() below sends a PaletteChange too
        m_applying = true;
        QPalette palette = m_widget->palette();
        const QColor c = color(m_role, palette);
        if (palette.color(QPalette::Active, QPalette::WindowText) != c ||
            palette.color(QPalette::Active, QPalette::Text) != c) {
            // Active and inactive windows alike; the disabled look stays the style's.
            for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
                palette.setColor(group, QPalette::WindowText, c);
                palette.setColor(group, QPalette::Text, c);
            }
            m_widget->setPalette(palette);
        }
        m_applying = false;
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == m_widget && event->type() == QEvent::PaletteChange)
            apply();
        return false;
    }

private:
    QWidget* m_widget;
    Role m_role;
    bool m_applying = false;
};

TextRoleFollower* followerOf(QWidget* widget) {
    const QList<QObject*> children = widget->findChildren<QObject*>(
        QString::fromLatin1(TextRoleFollower::kName), Qt::FindDirectChildrenOnly);
    for (QObject* child : children) {
        if (auto* follower = dynamic_cast<TextRoleFollower*>(child))
            return follower;
    }
    return nullptr;
}

} // namespace

double relativeLuminance(const QColor& color) {
    const QColor rgb = color.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) +
           0.0722 * channel(rgb.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool isDark(const QPalette& palette) {
    return relativeLuminance(palette.color(QPalette::Active, QPalette::Window)) <
           relativeLuminance(palette.color(QPalette::Active, QPalette::WindowText));
}

QColor color(Role role, const QPalette& palette) {
    const bool dark = isDark(palette);
    const Tones& tones = kTones.at(std::size_t(role));
    QColor c = QColor::fromRgb(dark ? tones.dark : tones.light);
    if (worstContrast(c, palette) >= kMinContrast)
        return c;
    // Away from the background: lighter on a dark one, darker on a light one, same hue.
    float hue = 0;
    float saturation = 0;
    float lightness = 0;
    c.getHslF(&hue, &saturation, &lightness);
    if (hue < 0) { // achromatic (grey): any hue, no saturation
        hue = 0;
        saturation = 0;
    }
    const float target = dark ? 1.0F : 0.0F;
    while (lightness != target) {
        lightness = dark ? std::min(1.0F, lightness + kLightnessStep)
                         : std::max(0.0F, lightness - kLightnessStep);
        c = QColor::fromHslF(hue, saturation, lightness);
        if (worstContrast(c, palette) >= kMinContrast)
            break;
    }
    return c; // white or black at worst: the most the palette allows
}

QColor background(Role role, const QPalette& palette) {
    const QColor base = palette.color(QPalette::Active, QPalette::Base);
    const QColor hue = color(role, palette);
    const float mix = isDark(palette) ? 0.33f : 0.25f;
    const auto blend = [mix](float a, float b) { return a * (1 - mix) + b * mix; };
    return QColor::fromRgbF(blend(base.redF(), hue.redF()), blend(base.greenF(), hue.greenF()),
                            blend(base.blueF(), hue.blueF()));
}

QColor color(Role role) {
    return color(role, QGuiApplication::palette());
}

std::optional<Role> stateRole(idem::State state, bool stuck) {
    switch (state) {
    case idem::State::Pending:
        return std::nullopt;
    case idem::State::Processing:
        return stuck ? Role::Danger : Role::Info;
    case idem::State::Completed:
        return Role::Ok;
    case idem::State::Expired:
        return Role::Muted;
    }
    return std::nullopt;
}

void setTextRole(QWidget* widget, std::optional<Role> role) {
    TextRoleFollower* follower = followerOf(widget);
    if (!role) {
        if (follower) {
            delete follower;
            widget->setPalette(QPalette()); // nothing of its own: inherited again
        }
        return;
    }
    if (follower)
        follower->setRole(*role);
    else
        (new TextRoleFollower(widget, *role))->apply();
}

QPalette darkPalette() {
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80);
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x2d));
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x27, 0x27));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
    p.setColor(QPalette::Light, QColor(0x55, 0x55, 0x55));
    p.setColor(QPalette::Midlight, QColor(0x47, 0x47, 0x47));
    p.setColor(QPalette::Mid, QColor(0x2a, 0x2a, 0x2a));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Shadow, QColor(0x0a, 0x0a, 0x0a));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Link, QColor(0x7a, 0xb8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc4, 0x9b, 0xff));
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, QColor(0xb0, 0xb0, 0xb0));
    return p;
}

bool applyPalette(const QString& name) {
    if (name == QLatin1String("system"))
        return true;
    const bool dark = name == QLatin1String("dark");
    if (!dark && name != QLatin1String("light"))
        return false;
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
    return true;
}

} // namespace idem::ui::theme
