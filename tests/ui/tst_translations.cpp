// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The console's translations are complete and consistent with the code as it is now: lupdate
// (through scripts/update-translations.sh --output-dir, so with exactly the options and sources
// a developer uses) refreshes a copy of resources/translations/*.ts, and every message of the
// copy must then be translated, keep the source's placeholders and keep its accelerator. A UI
// string added without its translation arrives as "unfinished" and fails here, by name.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type;      ///< The translation's type: "" (finished), unfinished, vanished, obsolete.
    QStringList forms; ///< The translation, or its plural forms.
};

/// The messages of a .ts file, in order.
QList<Message> readMessages(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << m;
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus)
                m.forms << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            m.forms << xml.readElementText();
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return messages;
}

/// %1 ... %99, %L1, %n, %Ln, sorted: the arguments a text takes, whatever their order.
QStringList placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%L?(?:[1-9][0-9]?|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    std::sort(found.begin(), found.end());
    return found;
}

/// How many accelerators ("&F"; "&&" is a literal ampersand) a text marks.
int accelerators(const QString& text) {
    int n = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        if (!text.at(i + 1).isSpace())
            ++n;
    }
    return n;
}

QString where(const Message& m) {
    return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyStringIsTranslated_data();
    void everyStringIsTranslated();
    void placeholdersMatchTheSource_data();
    void placeholdersMatchTheSource();
    void acceleratorsAreKept_data();
    void acceleratorsAreKept();

private:
    void addFiles();
    /// The messages of `file` that need a translation: all of them for Chinese; for English
    /// only those with plural forms (the source texts are English).
    QList<Message> checked(const QString& file, QString* error) const;

    QTemporaryDir m_dir;
    QStringList m_files;
};

void TestTranslations::initTestCase() {
    QVERIFY(m_dir.isValid());
    const QString script = QFINDTESTDATA("../scripts/update-translations.sh");
    QVERIFY2(!script.isEmpty(), "scripts/update-translations.sh not found");
    const QString bash = QStandardPaths::findExecutable(QStringLiteral("bash"));
    QVERIFY2(!bash.isEmpty(), "bash not found");
    QProcess lupdate;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LUPDATE"), QStringLiteral(IDEM_LUPDATE));
    lupdate.setProcessEnvironment(env);
    lupdate.start(bash, {script, QStringLiteral("--output-dir"), m_dir.path()});
    QVERIFY2(lupdate.waitForFinished(120000), "update-translations.sh did not finish in 2 min");
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
             qPrintable(QString::fromLocal8Bit(lupdate.readAllStandardError())));
    qInfo().noquote() << QString::fromLocal8Bit(lupdate.readAllStandardOutput()).trimmed();
    m_files = QDir(m_dir.path()).entryList({QStringLiteral("idemscope_*.ts")}, QDir::Files);
    QVERIFY2(m_files.contains(QLatin1String("idemscope_zh_CN.ts")), qPrintable(m_files.join(u' ')));
    QVERIFY2(m_files.contains(QLatin1String("idemscope_en.ts")), qPrintable(m_files.join(u' ')));
}

void TestTranslations::addFiles() {
    QTest::addColumn<QString>("file");
    for (const QString& file : std::as_const(m_files))
        QTest::newRow(qPrintable(file)) << file;
}

QList<Message> TestTranslations::checked(const QString& file, QString* error) const {
    const QList<Message> all = readMessages(QDir(m_dir.path()).filePath(file), error);
    const bool english = file == QLatin1String("idemscope_en.ts");
    QList<Message> result;
    for (const Message& m : all) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            continue; // no longer in the code
        if (english && !m.numerus)
            continue;
        result << m;
    }
    return result;
}

void TestTranslations::everyStringIsTranslated_data() {
    addFiles();
}

void TestTranslations::everyStringIsTranslated() {
    QFETCH(QString, file);
    QString error;
    const QList<Message> messages = checked(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(!messages.isEmpty() || file == QLatin1String("idemscope_en.ts"), "no messages");
    QStringList problems;
    for (const Message& m : messages) {
        const bool empty = m.forms.isEmpty() ||
                           std::any_of(m.forms.cbegin(), m.forms.cend(),
                                       [](const QString& f) { return f.trimmed().isEmpty(); });
        if (m.type == QLatin1String("unfinished"))
            problems << QStringLiteral("unfinished: ") + where(m);
        else if (empty)
            problems << QStringLiteral("empty: ") + where(m);
        else if (m.numerus && file == QLatin1String("idemscope_en.ts") && m.forms.size() != 2)
            problems << QStringLiteral("needs singular and plural: ") + where(m);
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 messages need work (run "
                                       "scripts/update-translations.sh, then translate):\n%3")
                            .arg(problems.size())
                            .arg(messages.size())
                            .arg(problems.join(u'\n'))));
}

void TestTranslations::placeholdersMatchTheSource_data() {
    addFiles();
}

void TestTranslations::placeholdersMatchTheSource() {
    QFETCH(QString, file);
    QString error;
    const QList<Message> messages = checked(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList problems;
    for (const Message& m : messages) {
        const QStringList expected = placeholders(m.source);
        for (const QString& form : m.forms) {
            if (m.type.isEmpty() && placeholders(form) != expected)
                problems << QStringLiteral("%1 → \"%2\": %3 instead of %4")
                                .arg(where(m), form, placeholders(form).join(u','),
                                     expected.join(u','));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::acceleratorsAreKept_data() {
    addFiles();
}

void TestTranslations::acceleratorsAreKept() {
    QFETCH(QString, file);
    QString error;
    const QList<Message> messages = checked(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList problems;
    for (const Message& m : messages) {
        const int expected = accelerators(m.source);
        for (const QString& form : m.forms) {
            if (m.type.isEmpty() && accelerators(form) != expected)
                problems << QStringLiteral("%1 → \"%2\": %3 accelerator(s) instead of %4")
                                .arg(where(m), form)
                                .arg(accelerators(form))
                                .arg(expected);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
