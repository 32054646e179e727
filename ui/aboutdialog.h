// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;

namespace idem::ui {

/// Help → About IdemScope: the version, the licence (GPL-3.0-or-later, the no-warranty notice and
/// where the full text is) and the third-party components with their licences and where their
/// texts are. The texts are looked up next to the program where the packages install them
/// (packaging/Packaging.cmake), so the dialog names files that exist; without them (a build
/// tree) it names the GNU web page only. Retranslates itself on a language change.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    /// The third-party components the programs use, each "Name (SPDX licence)".
    static QStringList thirdPartyComponents();

    /// The GPL's full text as installed with the program in `programDir`, or "" when none is
    /// found: LICENSE.txt beside bin\ (Windows), Contents/Resources/LICENSE (macOS), else the
    /// system's copy (/usr/share/common-licenses/GPL-3 on Debian, which the package's copyright
    /// file names).
    static QString licenceFile(const QString& programDir);
    /// The folder of third-party licence texts installed with the program in `programDir`:
    /// licenses\ beside bin\ (Windows), Contents/Resources/licenses (macOS),
    /// <prefix>/share/doc/idemscope/licenses (Linux); "" when there is none (a build tree).
    static QString thirdPartyLicencesFolder(const QString& programDir);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_text = nullptr;
};

} // namespace idem::ui
