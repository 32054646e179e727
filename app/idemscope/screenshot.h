// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "connectionprofile.h"

#include <QString>

class Console;

/// idemscope --screenshot FILE [--view PAGE]: once the window shown on `profile` shows what
/// `view` asks for, saves the window to `file` as a PNG and exits the event loop with 0; with 1
/// (a message on stderr) on the first store error, a file that cannot be written, or when
/// nothing arrives within a minute. Call it right after the window was first shown.
///
///   tokens (default)  the first counts and page; for the Demo, once stuck tokens exist, the
///                     page re-read and a stuck token selected with its details;
///   audit             the Audit tab with its entries;
///   dashboard         the charts with data in several steps (and the gateway's rates, when a
///                     metrics URL is set, as the Demo does);
///   workbench         a finished replay of 10 of the composed request (the Demo's /orders);
///   scenarios         a finished "duplicates" run of 400 requests, 20 at a time.
void arrangeScreenshot(Console& console, const idem::ui::ConnectionProfile& profile,
                       const QString& file, const QString& view);
