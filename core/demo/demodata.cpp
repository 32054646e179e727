#include "demo/demodata.h"
