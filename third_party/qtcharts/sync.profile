%modules = ( # path to module name map
    "QtCharts" => "$basedir/src/charts",
    "QtChartsQml" => "$basedir/src/chartsqml2",
);
%moduleheaders = ( # restrict the module headers to those found in relative path
);
%classnames = (
    "qchartglobal.h" => "QChartGlobal"
);
