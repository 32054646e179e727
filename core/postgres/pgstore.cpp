#include "postgres/pgstore.h"

#include "store/errors.h"

namespace idem {

std::unique_ptr<TokenStore> openPostgresStore(const QString&) {
    throw Error(ErrorKind::Unavailable,
                QStringLiteral("The postgresql store is not built into this version of IdemScope "
                               "yet."));
}

} // namespace idem
