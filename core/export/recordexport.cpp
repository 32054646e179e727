#include "export/recordexport.h"
