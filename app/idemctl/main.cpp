// idemctl: the command-line face of IdemScope. Parsing and rendering live in this folder; every
// behaviour lives in core (see docs/idemctl.md).
#include "cli.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("idemctl"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDEM_VERSION));
    return idemctl::run(QCoreApplication::arguments());
}
