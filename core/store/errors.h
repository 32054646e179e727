// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// idem::Error lives in base/ (below token/, which throws it). This header keeps the faces,
// the gateway and the tests that still include "store/errors.h" compiling; new code includes
// "base/errors.h".
#include "base/errors.h"
