// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The console's semantic colours (ui/theme.h) are readable on light and dark palettes: every
// role and token state reaches WCAG's 4.5:1 against the backgrounds text stands on, and the
// widgets that show them (the store's warning, the counts strip, the table's State column)
// follow a palette switch while the window is open. Contrast is a property of the colours; no
// timing is measured.
#include "mainwindow.h"
#include "support/storefixture.h"
#include "theme.h"
#include "tokentablemodel.h"

#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTableView>
#include <QTest>

namespace theme = idem::ui::theme;
using idem::ui::MainWindow;
using Role = theme::Role;

Q_DECLARE_METATYPE(Role)

namespace {

QPalette lightPalette() {
    return QStyleFactory::create(QStringLiteral("Fusion"))->standardPalette();
}

/// A mid-grey theme: neither the light nor the dark tones fit as they are.
QPalette greyPalette() {
    QPalette p = lightPalette();
    p.setColor(QPalette::Window, QColor(0x9e, 0x9e, 0x9e));
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Base, QColor(0xa8, 0xa8, 0xa8));
    p.setColor(QPalette::AlternateBase, QColor(0x96, 0x96, 0x96));
    p.setColor(QPalette::Text, Qt::black);
    return p;
}

QPalette paletteNamed(const QString& name) {
    if (name == QLatin1String("dark"))
        return theme::darkPalette();
    if (name == QLatin1String("grey"))
        return greyPalette();
    return lightPalette();
}

const QList<std::pair<const char*, Role>> kRoles = {{"ok", Role::Ok},
                                                    {"info", Role::Info},
                                                    {"warning", Role::Warning},
                                                    {"danger", Role::Danger},
                                                    {"muted", Role::Muted}};

/// The lowest contrast of `c` on the backgrounds of `p` that text is drawn on.
double worstContrast(const QColor& c, const QPalette& p) {
    double worst = 21;
    for (const auto background : {QPalette::Window, QPalette::Base, QPalette::AlternateBase})
        worst = std::min(worst, theme::contrastRatio(c, p.color(QPalette::Active, background)));
    return worst;
}

} // namespace

class TestTheme : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();

    void contrastRatioIsWcags_data();
    void contrastRatioIsWcags();
    void tellsDarkFromLight_data();
    void tellsDarkFromLight();
    void rolesAreReadable_data();
    void rolesAreReadable();
    void backgroundsKeepTextReadable_data();
    void backgroundsKeepTextReadable();
    void statesAreReadable_data();
    void statesAreReadable();
    void clearingGivesTheInheritedPaletteBack();
    void windowFollowsAPaletteSwitch_data();
    void windowFollowsAPaletteSwitch();
    void tableStatesFollowTheApplicationPalette();

private:
    QPalette m_original;
};

void TestTheme::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"))
        .remove(QStringLiteral("console"));
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    m_original = QApplication::palette();
}

void TestTheme::cleanup() {
    QApplication::setPalette(m_original);
}

void TestTheme::contrastRatioIsWcags_data() {
    QTest::addColumn<QColor>("a");
    QTest::addColumn<QColor>("b");
    QTest::addColumn<double>("expected");
    QTest::newRow("black on white") << QColor(Qt::black) << QColor(Qt::white) << 21.0;
    QTest::newRow("white on black") << QColor(Qt::white) << QColor(Qt::black) << 21.0;
    QTest::newRow("same colour") << QColor(0x33, 0x66, 0x99) << QColor(0x33, 0x66, 0x99) << 1.0;
    // #767676 is the lightest grey that passes AA on white (WebAIM: 4.54:1).
    QTest::newRow("#767676 on white") << QColor(0x76, 0x76, 0x76) << QColor(Qt::white) << 4.54;
}

void TestTheme::contrastRatioIsWcags() {
    QFETCH(QColor, a);
    QFETCH(QColor, b);
    QFETCH(double, expected);
    QVERIFY2(qAbs(theme::contrastRatio(a, b) - expected) < 0.01,
             qPrintable(QString::number(theme::contrastRatio(a, b))));
}

void TestTheme::tellsDarkFromLight_data() {
    QTest::addColumn<QString>("palette");
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << QStringLiteral("light") << false;
    QTest::newRow("dark") << QStringLiteral("dark") << true;
    QTest::newRow("grey with black text") << QStringLiteral("grey") << false;
}

void TestTheme::tellsDarkFromLight() {
    QFETCH(QString, palette);
    QFETCH(bool, dark);
    QCOMPARE(theme::isDark(paletteNamed(palette)), dark);
}

void TestTheme::rolesAreReadable_data() {
    QTest::addColumn<QString>("palette");
    QTest::addColumn<Role>("role");
    for (const char* palette : {"light", "dark", "grey"}) {
        for (const auto& [name, role] : kRoles)
            QTest::addRow("%s %s", palette, name) << QString::fromLatin1(palette) << role;
    }
}

void TestTheme::rolesAreReadable() {
    QFETCH(QString, palette);
    QFETCH(Role, role);
    const QPalette p = paletteNamed(palette);
    const QColor c = theme::color(role, p);
    QVERIFY2(worstContrast(c, p) >= theme::kMinContrast,
             qPrintable(QStringLiteral("%1: %2:1").arg(c.name()).arg(worstContrast(c, p))));
    // Still a colour of its own, not the plain text colour (grey's muted aside).
    if (role != Role::Muted)
        QVERIFY2(c.hslSaturationF() > 0.2, qPrintable(c.name()));
}

void TestTheme::backgroundsKeepTextReadable_data() { rolesAreReadable_data(); }

void TestTheme::backgroundsKeepTextReadable() {
    // A marked line (the mismatch diff) keeps the palette's text readable, and is told apart
    // from the plain background.
    QFETCH(QString, palette);
    QFETCH(Role, role);
    const QPalette p = paletteNamed(palette);
    const QColor bg = theme::background(role, p);
    const double text = theme::contrastRatio(p.color(QPalette::Text), bg);
    QVERIFY2(text >= theme::kMinContrast, qPrintable(QStringLiteral("%1 on %2: %3:1")
                                                         .arg(p.color(QPalette::Text).name(),
                                                              bg.name())
                                                         .arg(text)));
    QVERIFY2(bg != p.color(QPalette::Base), qPrintable(bg.name()));
}

void TestTheme::statesAreReadable_data() {
    QTest::addColumn<QString>("palette");
    QTest::addColumn<int>("state");
    QTest::addColumn<bool>("stuck");
    for (const char* palette : {"light", "dark"}) {
        const QString p = QString::fromLatin1(palette);
        QTest::addRow("%s processing", palette) << p << int(idem::State::Processing) << false;
        QTest::addRow("%s stuck", palette) << p << int(idem::State::Processing) << true;
        QTest::addRow("%s completed", palette) << p << int(idem::State::Completed) << false;
        QTest::addRow("%s expired", palette) << p << int(idem::State::Expired) << false;
    }
}

void TestTheme::statesAreReadable() {
    QFETCH(QString, palette);
    QFETCH(int, state);
    QFETCH(bool, stuck);
    const auto role = theme::stateRole(idem::State(state), stuck);
    QVERIFY(role.has_value());
    const QPalette p = paletteNamed(palette);
    QVERIFY(worstContrast(theme::color(*role, p), p) >= theme::kMinContrast);
    QCOMPARE(theme::stateRole(idem::State::Pending, false), std::nullopt);
    QCOMPARE(theme::stateRole(idem::State::Processing, true), std::optional(Role::Danger));
}

void TestTheme::clearingGivesTheInheritedPaletteBack() {
    QWidget parent;
    QPalette custom = parent.palette();
    custom.setColor(QPalette::WindowText, QColor(0x12, 0x34, 0x56));
    parent.setPalette(custom);
    auto* label = new QLabel(QStringLiteral("x"), &parent);
    theme::setTextRole(label, Role::Danger);
    QCOMPARE(label->palette().color(QPalette::WindowText), theme::color(Role::Danger, custom));
    theme::setTextRole(label, Role::Ok); // a second role replaces the first
    QCOMPARE(label->palette().color(QPalette::WindowText), theme::color(Role::Ok, custom));
    theme::setTextRole(label, std::nullopt);
    QCOMPARE(label->palette().color(QPalette::WindowText), QColor(0x12, 0x34, 0x56));
}

void TestTheme::windowFollowsAPaletteSwitch_data() {
    QTest::addColumn<QString>("label");
    QTest::addColumn<Role>("role");
    QTest::newRow("store warning") << QStringLiteral("warningLabel") << Role::Danger;
    QTest::newRow("stuck count") << QStringLiteral("stuckCount") << Role::Danger;
    QTest::newRow("processing count") << QStringLiteral("processingCount") << Role::Info;
    QTest::newRow("completed count") << QStringLiteral("completedCount") << Role::Ok;
    QTest::newRow("expired count") << QStringLiteral("expiredCount") << Role::Muted;
}

void TestTheme::windowFollowsAPaletteSwitch() {
    QFETCH(QString, label);
    QFETCH(Role, role);
    idem::test::FreshStore store(QStringLiteral("sqlite-file"));
    MainWindow window(store.sharedUrl());
    window.show();
    const auto* shown = window.findChild<QLabel*>(label);
    QVERIFY(shown);
    auto check = [shown, role](bool dark) {
        const QPalette p = shown->palette();
        const QColor text = p.color(QPalette::WindowText);
        if (theme::isDark(p) != dark)
            return QStringLiteral("the label's palette is not %1")
                .arg(QLatin1String(dark ? "dark" : "light"));
        if (text != theme::color(role, p))
            return QStringLiteral("%1 is not the role's colour").arg(text.name());
        const double ratio = theme::contrastRatio(text, p.color(QPalette::Window));
        if (ratio < theme::kMinContrast)
            return QStringLiteral("%1 on %2: %3:1")
                .arg(text.name(), p.color(QPalette::Window).name())
                .arg(ratio);
        return QString();
    };
    QApplication::setPalette(lightPalette());
    QTRY_COMPARE(check(false), QString());
    const QColor onLight = shown->palette().color(QPalette::WindowText);

    QApplication::setPalette(theme::darkPalette());
    QTRY_COMPARE(check(true), QString());
    QVERIFY(shown->palette().color(QPalette::WindowText) != onLight);

    QApplication::setPalette(lightPalette());
    QTRY_COMPARE(check(false), QString());
    QCOMPARE(shown->palette().color(QPalette::WindowText), onLight);
}

/// The State column asks the palette at each paint, so a stuck row turns readable red on dark.
void TestTheme::tableStatesFollowTheApplicationPalette() {
    idem::ui::TokenTableModel model;
    // The model asks for its first page; answer it as the store worker would.
    quint64 generation = 0;
    connect(&model, &idem::ui::TokenTableModel::pageRequested, this,
            [&generation](quint64 g, const idem::ListQuery&) { generation = g; });
    model.reload();
    QVERIFY(generation > 0);
    idem::TokenRecord stuck;
    stuck.key = QStringLiteral("k");
    stuck.state = idem::State::Processing;
    stuck.stuck = true;
    idem::TokenRecord pending;
    pending.key = QStringLiteral("p");
    idem::ListPage page;
    page.records = {stuck, pending};
    model.applyPage(generation, page);
    QCOMPARE(model.rowCount(), 2);
    const QModelIndex stuckState = model.index(0, idem::ui::TokenTableModel::State);
    const QModelIndex pendingState = model.index(1, idem::ui::TokenTableModel::State);
    for (const QPalette& p : {lightPalette(), theme::darkPalette()}) {
        QApplication::setPalette(p);
        const auto color = stuckState.data(Qt::ForegroundRole).value<QColor>();
        QCOMPARE(color, theme::color(Role::Danger, p));
        QVERIFY(worstContrast(color, p) >= theme::kMinContrast);
        QVERIFY(!pendingState.data(Qt::ForegroundRole).isValid()); // the view's own text colour
    }
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
