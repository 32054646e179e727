#include "redis/redisstore.h"
