// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The console's language: chosen from the system's UI languages, overridden by View > Language
// (saved), and switched while the window is open — menus, tabs, buttons and the counts strip
// change to Chinese and back without a restart. Offscreen, on a real SQLite store.
#include "connectionprofiles.h"
#include "connectionspanel.h"
#include "language.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "secretstore.h"
#include "support/storefixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QLibraryInfo>
#include <QListView>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using idem::ui::Language;
using idem::ui::LanguageMenu;
using idem::ui::MainWindow;

namespace {

const QString kChinese = QStringLiteral("zh_CN");
const QString kEnglish = QStringLiteral("en");

/// The counts strip's caption in front of the value label `valueName`.
QString captionBefore(const MainWindow& window, const QString& valueName) {
    const auto* strip = window.findChild<QFrame*>(QStringLiteral("countsStrip"));
    if (!strip)
        return QStringLiteral("(no counts strip)");
    const QList<QLabel*> labels = strip->findChildren<QLabel*>(Qt::FindDirectChildrenOnly);
    for (qsizetype i = 1; i < labels.size(); ++i) {
        if (labels.at(i)->objectName() == valueName)
            return labels.at(i - 1)->text();
    }
    return QStringLiteral("(no %1)").arg(valueName);
}

/// The text a row of switchesWhileOpen_data() looks at: "kind:name".
QString textOf(const MainWindow& window, const QString& what) {
    const QString kind = what.section(u':', 0, 0);
    const QString name = what.section(u':', 1);
    if (kind == QLatin1String("menu"))
        return window.menuBar()->actions().value(name.toInt())->text();
    if (kind == QLatin1String("tab"))
        return window.pages()->tabText(name.toInt());
    if (kind == QLatin1String("action"))
        return window.findChild<QAction*>(name)->text();
    if (kind == QLatin1String("button"))
        return window.findChild<QAbstractButton*>(name)->text();
    if (kind == QLatin1String("combo"))
        return window.findChild<QComboBox*>(name)->itemText(0);
    if (kind == QLatin1String("caption"))
        return captionBefore(window, name);
    if (kind == QLatin1String("header"))
        return window.findChild<QTableView*>(QStringLiteral("tokenTable"))
            ->model()
            ->headerData(name.toInt(), Qt::Horizontal)
            .toString();
    if (kind == QLatin1String("languageMenu"))
        return window.findChild<LanguageMenu*>()->title();
    return QStringLiteral("(unknown row kind %1)").arg(kind);
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void followsTheSystemsLanguages_data();
    void followsTheSystemsLanguages();
    void parsesAChoice_data();
    void parsesAChoice();
    void savedChoiceIsValidated_data();
    void savedChoiceIsValidated();
    void switchesWhileOpen_data();
    void switchesWhileOpen();
    void theMenuSwitchesAndRemembers();
    void theConnectionsPanelSwitches();
    void pluralsAreEnglish();
    void qtsOwnTextsFollow();
};

void TestLanguage::initTestCase() {
    // The choice is saved in QSettings: never in the user's own settings.
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"))
        .remove(QStringLiteral("console"));
}

void TestLanguage::init() {
    Language::apply(kEnglish);
}

void TestLanguage::cleanupTestCase() {
    Language::apply(kEnglish);
    QSettings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"))
        .remove(QStringLiteral("console"));
}

void TestLanguage::followsTheSystemsLanguages_data() {
    QTest::addColumn<QStringList>("uiLanguages");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zh-CN") << QStringList{QStringLiteral("zh-CN")} << kChinese;
    QTest::newRow("zh-Hans-CN first")
        << QStringList{QStringLiteral("zh-Hans-CN"), QStringLiteral("zh-CN"),
                       QStringLiteral("zh-Hans")}
        << kChinese;
    QTest::newRow("zh alone") << QStringList{QStringLiteral("zh")} << kChinese;
    QTest::newRow("Singapore") << QStringList{QStringLiteral("zh-SG")} << kChinese;
    QTest::newRow("POSIX zh_CN") << QStringList{QStringLiteral("zh_CN")} << kChinese;
    QTest::newRow("Simplified in Taiwan") << QStringList{QStringLiteral("zh-Hans-TW")} << kChinese;
    QTest::newRow("Traditional only")
        << QStringList{QStringLiteral("zh-TW"), QStringLiteral("zh-Hant-TW")} << kEnglish;
    QTest::newRow("Traditional, then Simplified")
        << QStringList{QStringLiteral("zh-Hant-HK"), QStringLiteral("zh-CN")} << kChinese;
    QTest::newRow("en-US") << QStringList{QStringLiteral("en-US")} << kEnglish;
    QTest::newRow("German, then Chinese")
        << QStringList{QStringLiteral("de-DE"), QStringLiteral("zh-CN")} << kChinese;
    QTest::newRow("German, English, Chinese")
        << QStringList{QStringLiteral("de-DE"), QStringLiteral("en-GB"), QStringLiteral("zh-CN")}
        << kEnglish;
    QTest::newRow("French only") << QStringList{QStringLiteral("fr-FR")} << kEnglish;
    QTest::newRow("nothing") << QStringList{} << kEnglish;
}

void TestLanguage::followsTheSystemsLanguages() {
    QFETCH(QStringList, uiLanguages);
    QFETCH(QString, expected);
    QCOMPARE(Language::forUiLanguages(uiLanguages), expected);
}

void TestLanguage::parsesAChoice_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty: the system's") << QString() << true << QString();
    QTest::newRow("system") << QStringLiteral("system") << true << QString();
    QTest::newRow("SYSTEM") << QStringLiteral("SYSTEM") << true << QString();
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << true << kChinese;
    QTest::newRow("zh-cn") << QStringLiteral("zh-cn") << true << kChinese;
    QTest::newRow("en") << QStringLiteral("en") << true << kEnglish;
    QTest::newRow("en_US") << QStringLiteral("en_US") << true << kEnglish;
    QTest::newRow("French") << QStringLiteral("fr") << false << QString();
    QTest::newRow("Traditional") << QStringLiteral("zh_TW") << false << QString();
}

void TestLanguage::parsesAChoice() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(QString, expected);
    const auto choice = Language::parseChoice(text);
    QCOMPARE(choice.has_value(), valid);
    if (valid)
        QCOMPARE(*choice, expected);
}

void TestLanguage::savedChoiceIsValidated_data() {
    QTest::addColumn<QString>("saved");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Chinese") << kChinese << kChinese;
    QTest::newRow("English") << kEnglish << kEnglish;
    QTest::newRow("the system's") << QString() << QString();
    QTest::newRow("an edited file: zh-cn") << QStringLiteral("zh-cn") << kChinese;
    QTest::newRow("an edited file: klingon") << QStringLiteral("tlh") << QString();
}

void TestLanguage::savedChoiceIsValidated() {
    QFETCH(QString, saved);
    QFETCH(QString, expected);
    Language::saveChoice(saved);
    QCOMPARE(Language::savedChoice(), expected);
}

void TestLanguage::switchesWhileOpen_data() {
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::newRow("File menu") << QStringLiteral("menu:0") << QStringLiteral("&File")
                               << QStringLiteral("文件(&F)");
    QTest::newRow("View menu") << QStringLiteral("menu:1") << QStringLiteral("&View")
                               << QStringLiteral("视图(&V)");
    QTest::newRow("Tokens menu") << QStringLiteral("menu:2") << QStringLiteral("&Tokens")
                                 << QStringLiteral("令牌(&T)");
    QTest::newRow("Language menu") << QStringLiteral("languageMenu:") << QStringLiteral("&Language")
                                   << QStringLiteral("语言(&L)");
    QTest::newRow("Tokens tab") << QStringLiteral("tab:0") << QStringLiteral("Tokens")
                                << QStringLiteral("令牌");
    QTest::newRow("Audit tab") << QStringLiteral("tab:1") << QStringLiteral("Audit")
                               << QStringLiteral("审计");
    QTest::newRow("Release action") << QStringLiteral("action:releaseAction")
                                    << QStringLiteral("&Release…") << QStringLiteral("释放(&R)…");
    QTest::newRow("Show stuck action")
        << QStringLiteral("action:showStuckAction") << QStringLiteral("Show &stuck tokens")
        << QStringLiteral("显示卡住的令牌(&S)");
    QTest::newRow("Load more button") << QStringLiteral("button:loadMoreButton")
                                      << QStringLiteral("Load more") << QStringLiteral("加载更多");
    QTest::newRow("Clear filters button") << QStringLiteral("button:clearFilters")
                                          << QStringLiteral("Clear") << QStringLiteral("清除");
    QTest::newRow("Refresh audit button") << QStringLiteral("button:auditRefresh")
                                          << QStringLiteral("Refresh") << QStringLiteral("刷新");
    QTest::newRow("state filter") << QStringLiteral("combo:stateFilter")
                                  << QStringLiteral("All states") << QStringLiteral("所有状态");
    QTest::newRow("pending count") << QStringLiteral("caption:pendingCount")
                                   << QStringLiteral("Pending") << QStringLiteral("待处理");
    QTest::newRow("stuck count") << QStringLiteral("caption:stuckCount") << QStringLiteral("Stuck")
                                 << QStringLiteral("卡住");
    QTest::newRow("expired count") << QStringLiteral("caption:expiredCount")
                                   << QStringLiteral("Expired") << QStringLiteral("已过期");
    QTest::newRow("key column") << QStringLiteral("header:0") << QStringLiteral("Key")
                                << QStringLiteral("键");
}

void TestLanguage::switchesWhileOpen() {
    QFETCH(QString, what);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    idem::test::FreshStore store(QStringLiteral("sqlite-file"));
    MainWindow window(store.sharedUrl());
    window.show();
    QCOMPARE(textOf(window, what), english);

    QCOMPARE(Language::apply(kChinese), kChinese);
    QTRY_COMPARE(textOf(window, what), chinese);
    QTRY_VERIFY2(window.windowTitle().endsWith(QStringLiteral("（只读）")),
                 qPrintable(window.windowTitle()));

    QCOMPARE(Language::apply(kEnglish), kEnglish);
    QTRY_COMPARE(textOf(window, what), english);
    QTRY_VERIFY(window.windowTitle().endsWith(QLatin1String("(read-only)")));
}

void TestLanguage::theMenuSwitchesAndRemembers() {
    idem::test::FreshStore store(QStringLiteral("sqlite-file"));
    MainWindow window(store.sharedUrl());
    window.show();
    auto* menu = window.findChild<LanguageMenu*>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    QAction* chinese = menu->actionFor(kChinese);
    QAction* system = menu->actionFor(QString());
    QVERIFY(chinese && system && menu->actionFor(kEnglish));
    // Named in their own language, whatever the console shows.
    QCOMPARE(chinese->text(), QStringLiteral("简体中文"));
    QCOMPARE(menu->actionFor(kEnglish)->text(), QStringLiteral("English"));

    chinese->trigger();
    QTRY_COMPARE(window.pages()->tabText(0), QStringLiteral("令牌"));
    QCOMPARE(Language::currentLanguage(), kChinese);
    QCOMPARE(Language::savedChoice(), kChinese); // the next start shows Chinese too
    QVERIFY(chinese->isChecked());
    QCOMPARE(chinese->text(), QStringLiteral("简体中文"));
    QTRY_VERIFY2(system->text().startsWith(QStringLiteral("跟随系统(&S)")),
                 qPrintable(system->text()));

    system->trigger();
    QCOMPARE(Language::savedChoice(), QString());
    const QString systemLanguage = Language::systemLanguage();
    QCOMPARE(Language::currentLanguage(), systemLanguage);
    QTRY_COMPARE(window.pages()->tabText(0),
                 systemLanguage == kChinese ? QStringLiteral("令牌") : QStringLiteral("Tokens"));
    QVERIFY(system->isChecked());
    QVERIFY(!chinese->isChecked());
    QVERIFY2(system->text().contains(Language::nativeName(systemLanguage)),
             qPrintable(system->text()));
}

/// The dock's title (the panel's window title), its buttons and the Demo profile's name.
void TestLanguage::theConnectionsPanelSwitches() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    idem::ui::ConnectionsPanel panel(
        new idem::ui::ConnectionProfiles(dir.filePath(QStringLiteral("profiles.ini"))),
        new idem::ui::MemorySecretStore);
    panel.show();
    const auto* connect = panel.findChild<QPushButton*>(QStringLiteral("connectButton"));
    const auto* list = panel.findChild<QListView*>(QStringLiteral("profileList"));
    QVERIFY(connect && list);
    auto demoName = [list] {
        return list->model()->index(0, 0).data().toString();
    };
    QCOMPARE(panel.windowTitle(), QStringLiteral("Connections"));
    QCOMPARE(demoName(), QStringLiteral("Demo"));

    Language::apply(kChinese);
    QTRY_COMPARE(panel.windowTitle(), QStringLiteral("连接"));
    QCOMPARE(connect->text(), QStringLiteral("连接(&C)"));
    QCOMPARE(demoName(), QStringLiteral("演示"));

    Language::apply(kEnglish);
    QTRY_COMPARE(panel.windowTitle(), QStringLiteral("Connections"));
    QCOMPARE(connect->text(), QStringLiteral("&Connect"));
    QCOMPARE(demoName(), QStringLiteral("Demo"));
}

/// The English file gives the "%n token(s)" texts their singular and plural.
void TestLanguage::pluralsAreEnglish() {
    QCOMPARE(Language::apply(kEnglish), kEnglish);
    QCOMPARE(MainWindow::tr("Released %n token(s).", nullptr, 1),
             QStringLiteral("Released 1 token."));
    QCOMPARE(MainWindow::tr("Released %n token(s).", nullptr, 3),
             QStringLiteral("Released 3 tokens."));
    QCOMPARE(Language::apply(kChinese), kChinese);
    QCOMPARE(MainWindow::tr("Released %n token(s).", nullptr, 3),
             QStringLiteral("已释放 3 个令牌。"));
}

/// Standard buttons and dialogs speak the same language, from Qt's own qtbase_zh_CN.qm.
void TestLanguage::qtsOwnTextsFollow() {
    const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (!QFile::exists(dir + QStringLiteral("/qtbase_zh_CN.qm")))
        QSKIP("This Qt has no qtbase_zh_CN.qm (Debian: qt6-translations-l10n); Qt's own buttons "
              "stay English");
    QDialogButtonBox box(QDialogButtonBox::Cancel);
    const QString english = box.button(QDialogButtonBox::Cancel)->text();
    QCOMPARE(Language::apply(kChinese), kChinese);
    QTRY_VERIFY2(box.button(QDialogButtonBox::Cancel)->text() != english,
                 qPrintable(box.button(QDialogButtonBox::Cancel)->text()));
    QVERIFY2(box.button(QDialogButtonBox::Cancel)->text().contains(QStringLiteral("取消")),
             qPrintable(box.button(QDialogButtonBox::Cancel)->text()));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
