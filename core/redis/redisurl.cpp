#include "redis/redisurl.h"
