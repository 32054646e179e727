// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

namespace idem {

/// What `--version` prints after "<program> <version>", as GNU programs do: the copyright, the
/// licence (GPL-3.0-or-later) and the absence of warranty. One text for idemctl and idemgate.
inline constexpr const char* kVersionLicenceNotice =
    "Copyright (C) 2026 The IdemScope developers\n"
    "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
    "This is free software: you are free to change and redistribute it.\n"
    "There is NO WARRANTY, to the extent permitted by law.\n";

} // namespace idem
