// Copyright (C) 2018 The Qt Company Ltd.
// SPDX-License-Identifier: LicenseRef-Qt-Commercial OR GPL-3.0-only

#ifndef QCHARTGLOBAL_P_H
#define QCHARTGLOBAL_P_H

//
//  W A R N I N G
//  -------------
//
// This file is not part of the Qt API.  It exists purely as an
// implementation detail.  This header file may change from version to
// version without notice, or even be removed.
//
// We mean it.
//

#include <QtCharts/qchartglobal.h>
#include <QtCore/private/qglobal_p.h>
#include <QtCharts/private/qtcharts-config_p.h>
#include <QtCharts/private/qtchartsexports_p.h>

#endif // QCHARTGLOBAL_P_H
