#pragma once

#include "store/tokenstore.h"

#include <memory>

namespace idem {

/// Opens the PostgreSQL store from a postgresql:// URL. Being built (issue 4): refused with
/// Unavailable for now.
std::unique_ptr<TokenStore> openPostgresStore(const QString& url);

} // namespace idem
