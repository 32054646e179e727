qt_commandline_subconfig(src/charts)
