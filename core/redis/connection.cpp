#include "redis/connection.h"
