// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "commands.h"

namespace idemctl {

// Each sub-command as a pair: what it adds to its parser, and what it does. The command table
// (commands.cpp) names them; one file per group defines them.

// tokencommands.cpp
void declareIssue(QCommandLineParser& p);
ExitCode runIssue(Context& c);
void declareList(QCommandLineParser& p);
ExitCode runList(Context& c);
void declareShow(QCommandLineParser& p);
ExitCode runShow(Context& c);
void declareCounts(QCommandLineParser& p);
ExitCode runCounts(Context& c);
void declareCompare(QCommandLineParser& p);
ExitCode runCompare(Context& c);

// claimcommands.cpp
void declareAcquire(QCommandLineParser& p);
ExitCode runAcquire(Context& c);
void declareComplete(QCommandLineParser& p);
ExitCode runComplete(Context& c);
void declareRenew(QCommandLineParser& p);
ExitCode runRenew(Context& c);
void declareRelease(QCommandLineParser& p);
ExitCode runRelease(Context& c);

// operatorcommands.cpp: expire and delete share declareOperator.
void declareOperator(QCommandLineParser& p);
ExitCode runExpire(Context& c);
ExitCode runDelete(Context& c);
void declarePurge(QCommandLineParser& p);
ExitCode runPurge(Context& c);
void declareStats(QCommandLineParser& p);
ExitCode runStats(Context& c);
void declareAudit(QCommandLineParser& p);
ExitCode runAudit(Context& c);

// storecommands.cpp
void declareMigrate(QCommandLineParser& p);
ExitCode runMigrate(Context& c);

// workbenchcommands.cpp
void declareReplay(QCommandLineParser& p);
ExitCode runReplay(Context& c);
void declareScenario(QCommandLineParser& p);
ExitCode runScenario(Context& c);

} // namespace idemctl
