#include "redis/reply.h"
