#pragma once

#include "redis/redisurl.h"
#include "store/tokenstore.h"

#include <memory>

namespace idem {

/// Opens the Redis store for layout=seed: data written by the seed pattern's reference service
/// (../shared/seed-reference.md). Being built (issue 3): refused with Unavailable for now.
std::unique_ptr<TokenStore> openRedisSeedStore(const redis::RedisUrl& url);

} // namespace idem
