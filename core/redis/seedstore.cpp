#include "redis/seedstore.h"

#include "store/errors.h"

namespace idem {

std::unique_ptr<TokenStore> openRedisSeedStore(const redis::RedisUrl&) {
    throw Error(ErrorKind::Unavailable,
                QStringLiteral("The Redis seed layout (layout=seed) is not supported by this "
                               "version of IdemScope yet."));
}

} // namespace idem
