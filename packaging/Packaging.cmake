# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Packaging: installs the desktop integration, man pages, completion, systemd unit and docs,
# then configures CPack. Included once, at the end of the top-level CMakeLists.txt, so every
# install() rule of the project is known before CPack is set up.
#
#   cmake --preset release && cmake --build --preset release
#   cd build/release && cpack -G DEB        # or TGZ; RPM when rpmbuild is installed
#
# Linux: DEB, RPM, TGZ (built and tested here). Windows: NSIS installer + ZIP; macOS: a
# DragNDrop .dmg with IdemScope.app; both deploy Qt with qt_generate_deploy_app_script and are
# built by .github/workflows/release.yml only (see docs/packaging.md).

set(IDEM_PKG_DIR "${CMAKE_CURRENT_LIST_DIR}")
set(IDEM_PKG_BIN "${CMAKE_BINARY_DIR}/packaging")
set(IDEM_APP_ID "io.github.idemscope.IdemScope")

set(CPACK_PACKAGE_NAME "idemscope")
set(CPACK_PACKAGE_VENDOR "The IdemScope developers")
set(CPACK_PACKAGE_CONTACT "IdemScope developers <idemscope@example.invalid>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Idempotency tokens: engine, gateway, CLI and desktop console")
# One string (a ';' would split a CMake list); lines under 80 columns for lintian.
set(CPACK_PACKAGE_DESCRIPTION [=[IdemScope makes retried requests run at most once.
The package contains idemscope, a desktop console that browses idempotency
tokens in SQLite, Redis or PostgreSQL stores, idemctl, the command-line
client, and idemgate, a reverse proxy that makes any HTTP API idempotent,
with a hardened systemd unit.]=])
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "IdemScope")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build.*/")

# --- icon: PNGs rendered from the SVG at build time (every platform) ------------------------
# Linux installs them in the hicolor sizes; Windows and macOS pack them into an .ico / .icns
# with packaging/icon-container.py (Python 3). Renderer: rsvg-convert (Debian librsvg2-bin,
# Homebrew librsvg, MSYS2 mingw-w64-ucrt-x86_64-librsvg), else ImageMagick's convert.
set(IDEM_HICOLOR_SIZES 16 24 32 48 64 128 256)
set(IDEM_ICON_SIZES ${IDEM_HICOLOR_SIZES})
set(IDEM_ICO_SIZES ${IDEM_HICOLOR_SIZES})
set(IDEM_ICNS_SIZES 16 32 64 128 256 512 1024)
# The .ico/.icns are made on Windows and macOS; -DIDEM_PACKAGE_ICON_CONTAINERS=ON makes them
# elsewhere too (to check them).
option(IDEM_PACKAGE_ICON_CONTAINERS "Build idemscope.ico and idemscope.icns" OFF)
if(WIN32 OR APPLE)
  set(IDEM_PACKAGE_ICON_CONTAINERS ON)
endif()
if(IDEM_PACKAGE_ICON_CONTAINERS)
  list(APPEND IDEM_ICON_SIZES ${IDEM_ICNS_SIZES})
  list(REMOVE_DUPLICATES IDEM_ICON_SIZES)
  list(SORT IDEM_ICON_SIZES COMPARE NATURAL)
endif()
find_program(IDEM_RSVG_CONVERT rsvg-convert)
find_program(IDEM_IM_CONVERT convert)
# A `convert` that is not ImageMagick (some images ship a stand-in, Windows has a disk tool of
# that name) cannot render the icon: use it only when `convert -version` says ImageMagick.
if(IDEM_IM_CONVERT AND NOT IDEM_RSVG_CONVERT)
  execute_process(COMMAND "${IDEM_IM_CONVERT}" -version OUTPUT_VARIABLE _im_version
                  ERROR_QUIET RESULT_VARIABLE _im_rc)
  if(NOT _im_rc EQUAL 0 OR NOT _im_version MATCHES "ImageMagick")
    set(IDEM_IM_CONVERT "")
  endif()
endif()
set(IDEM_HAVE_ICONS OFF)
if(IDEM_RSVG_CONVERT OR IDEM_IM_CONVERT)
  set(IDEM_HAVE_ICONS ON)
  set(_icon_outputs "")
  foreach(size IN LISTS IDEM_ICON_SIZES)
    list(APPEND _icon_outputs "${IDEM_PKG_BIN}/icons/${size}x${size}/apps/idemscope.png")
  endforeach()
  add_custom_command(
    OUTPUT ${_icon_outputs}
    COMMAND "${CMAKE_COMMAND}" "-DSVG=${IDEM_PKG_DIR}/linux/idemscope.svg"
            "-DOUT_DIR=${IDEM_PKG_BIN}/icons" "-DSIZES=${IDEM_ICON_SIZES}"
            "-DRSVG=${IDEM_RSVG_CONVERT}" "-DCONVERT=${IDEM_IM_CONVERT}"
            -P "${IDEM_PKG_DIR}/linux/render-icons.cmake"
    DEPENDS "${IDEM_PKG_DIR}/linux/idemscope.svg" "${IDEM_PKG_DIR}/linux/render-icons.cmake"
    COMMENT "Rendering the PNG icons" VERBATIM)
  set(_container_outputs "")
  if(IDEM_PACKAGE_ICON_CONTAINERS)
    find_package(Python3 REQUIRED COMPONENTS Interpreter)
    foreach(kind IN ITEMS ico icns)
      string(TOUPPER "${kind}" _kind)
      set(_args "")
      set(_pngs "")
      foreach(size IN LISTS IDEM_${_kind}_SIZES)
        set(_png "${IDEM_PKG_BIN}/icons/${size}x${size}/apps/idemscope.png")
        list(APPEND _args "${size}=${_png}")
        list(APPEND _pngs "${_png}")
      endforeach()
      add_custom_command(
        OUTPUT "${IDEM_PKG_BIN}/idemscope.${kind}"
        COMMAND "${Python3_EXECUTABLE}" "${IDEM_PKG_DIR}/icon-container.py" ${kind}
                "${IDEM_PKG_BIN}/idemscope.${kind}" ${_args}
        DEPENDS ${_pngs} "${IDEM_PKG_DIR}/icon-container.py"
        COMMENT "Packing idemscope.${kind}" VERBATIM)
      list(APPEND _container_outputs "${IDEM_PKG_BIN}/idemscope.${kind}")
    endforeach()
  endif()
  add_custom_target(idem_package_icons ALL DEPENDS ${_icon_outputs} ${_container_outputs})
  if(IDEM_PACKAGE_ICON_CONTAINERS AND TARGET idemscope)
    # The .rc (Windows) and the bundle's Resources (macOS) take the containers.
    add_dependencies(idemscope idem_package_icons)
  endif()
elseif(WIN32 OR APPLE)
  message(FATAL_ERROR "The Windows and macOS packages need an icon: install rsvg-convert "
                      "(librsvg) or ImageMagick")
else()
  message(WARNING "Neither rsvg-convert nor ImageMagick convert found: only the SVG icon is packaged")
endif()

if(UNIX AND NOT APPLE)
  # The packages install under /usr whatever CMAKE_INSTALL_PREFIX says (the unit needs the
  # final path of idemgate); the GNUInstallDirs variables used below are relative.
  set(IDEM_PACKAGE_PREFIX "/usr" CACHE PATH "Install prefix inside the Linux packages")
  set(CPACK_PACKAGING_INSTALL_PREFIX "${IDEM_PACKAGE_PREFIX}")
  set(IDEM_PACKAGE_BINDIR "${IDEM_PACKAGE_PREFIX}/${CMAKE_INSTALL_BINDIR}")
  set(IDEM_DOCDIR "${CMAKE_INSTALL_DATADIR}/doc/${CPACK_PACKAGE_NAME}")

  # --- desktop entry, AppStream metainfo, icons ---------------------------------------------
  configure_file("${IDEM_PKG_DIR}/linux/${IDEM_APP_ID}.metainfo.xml"
                 "${IDEM_PKG_BIN}/${IDEM_APP_ID}.metainfo.xml" @ONLY)
  install(FILES "${IDEM_PKG_DIR}/linux/${IDEM_APP_ID}.desktop"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
  install(FILES "${IDEM_PKG_BIN}/${IDEM_APP_ID}.metainfo.xml"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
  install(FILES "${IDEM_PKG_DIR}/linux/idemscope.svg"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")

  if(IDEM_HAVE_ICONS)
    foreach(size IN LISTS IDEM_HICOLOR_SIZES)
      install(FILES "${IDEM_PKG_BIN}/icons/${size}x${size}/apps/idemscope.png"
              DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps")
    endforeach()
  endif()

  # --- man pages from --help ---------------------------------------------------------------
  find_program(IDEM_HELP2MAN help2man)
  find_program(IDEM_GZIP gzip)
  # Off when the executables cannot run on the build machine (cross-compiling).
  option(IDEM_PACKAGE_MAN_PAGES "Generate the man pages with help2man at build time" ON)
  if(IDEM_PACKAGE_MAN_PAGES AND CMAKE_CROSSCOMPILING)
    set(IDEM_PACKAGE_MAN_PAGES OFF)
  endif()
  if(IDEM_PACKAGE_MAN_PAGES AND IDEM_HELP2MAN AND IDEM_GZIP)
    set(_man_pages "")
    foreach(tool IN ITEMS idemscope idemctl idemgate)
      if(tool STREQUAL "idemscope")
        if(NOT TARGET idemscope)
          continue()
        endif()
        set(_what "desktop console for idempotency tokens")
      elseif(tool STREQUAL "idemctl")
        set(_what "manage idempotency tokens from the command line")
      else()
        set(_what "reverse proxy that makes an HTTP API idempotent")
      endif()
      set(_page "${IDEM_PKG_BIN}/man/${tool}.1")
      # offscreen: idemscope builds its QApplication before parsing --help, and the build
      # machine may have no display. --help/--version never open a store. No leak check: in the
      # asan preset a leak report at exit would fail the build for a man page.
      add_custom_command(
        OUTPUT "${_page}.gz"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${IDEM_PKG_BIN}/man"
        COMMAND "${CMAKE_COMMAND}" -E env QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0
                "${IDEM_HELP2MAN}" --no-info --no-discard-stderr --section=1
                "--version-string=${tool} ${PROJECT_VERSION}"
                "--name=${_what}" "--output=${_page}" "$<TARGET_FILE:${tool}>"
        COMMAND "${IDEM_GZIP}" -9nf "${_page}"
        DEPENDS ${tool}
        COMMENT "Generating the ${tool}(1) man page with help2man" VERBATIM)
      list(APPEND _man_pages "${_page}.gz")
    endforeach()
    add_custom_target(idem_package_man ALL DEPENDS ${_man_pages})
    install(FILES ${_man_pages} DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
  else()
    message(STATUS "No man pages in the packages (help2man/gzip missing, or IDEM_PACKAGE_MAN_PAGES off)")
  endif()

  # --- bash completion ---------------------------------------------------------------------
  install(FILES "${IDEM_PKG_DIR}/linux/idemctl.bash-completion"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions" RENAME idemctl)

  # --- systemd unit and sample config for the gateway ---------------------------------------
  # Debian installs units under /usr/lib/systemd/system (lib, not the multiarch libdir).
  set(IDEM_SYSTEMD_UNITDIR "lib/systemd/system" CACHE STRING
      "Where the idemgate unit is installed, relative to the prefix")
  configure_file("${IDEM_PKG_DIR}/linux/idemgate.service" "${IDEM_PKG_BIN}/idemgate.service" @ONLY)
  install(FILES "${IDEM_PKG_BIN}/idemgate.service" DESTINATION "${IDEM_SYSTEMD_UNITDIR}")
  install(FILES "${IDEM_PKG_DIR}/linux/idemgate.example.json"
          DESTINATION "${IDEM_DOCDIR}/examples")

  # --- Debian docs: copyright and changelog ------------------------------------------------
  configure_file("${IDEM_PKG_DIR}/linux/changelog.Debian.in" "${IDEM_PKG_BIN}/changelog" @ONLY)
  if(IDEM_GZIP)
    add_custom_command(
      OUTPUT "${IDEM_PKG_BIN}/changelog.gz"
      COMMAND "${IDEM_GZIP}" -9nc "${IDEM_PKG_BIN}/changelog" > "${IDEM_PKG_BIN}/changelog.gz"
      DEPENDS "${IDEM_PKG_BIN}/changelog")
    add_custom_target(idem_package_changelog ALL DEPENDS "${IDEM_PKG_BIN}/changelog.gz")
    install(FILES "${IDEM_PKG_BIN}/changelog.gz" DESTINATION "${IDEM_DOCDIR}")
  endif()
  install(FILES "${IDEM_PKG_DIR}/linux/copyright" DESTINATION "${IDEM_DOCDIR}")
  # The third-party licences next to it (the GPL-3 itself is /usr/share/common-licenses/GPL-3,
  # which the copyright file names).
  install(DIRECTORY "${IDEM_PKG_DIR}/licenses/" DESTINATION "${IDEM_DOCDIR}/licenses")

  # --- monitoring bundle: Prometheus rules and the Grafana dashboard for idemgate -------------
  install(FILES "${IDEM_PKG_DIR}/monitoring/idemgate-alerts.yml"
                "${IDEM_PKG_DIR}/monitoring/idemgate-dashboard.json"
                "${IDEM_PKG_DIR}/monitoring/prometheus-scrape.example.yml"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/${CPACK_PACKAGE_NAME}/monitoring")

  # --- generators --------------------------------------------------------------------------
  set(CPACK_GENERATOR "TGZ;DEB")
  find_program(IDEM_RPMBUILD rpmbuild)
  if(IDEM_RPMBUILD)
    list(APPEND CPACK_GENERATOR "RPM")
  endif()

  # DEB: runtime dependencies from dpkg-shlibdeps over the packaged executables.
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_SECTION "net")
  set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
  set(CPACK_DEBIAN_PACKAGE_RELEASE "")
  # Qt loads plugins at run time, which dpkg-shlibdeps cannot see. On Debian 12 the xcb and
  # offscreen platform plugins ship in libqt6gui6 (a shlibdeps dependency already); Wayland,
  # the input-method and platform-theme plugins are separate and only recommended.
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-qpa-plugins")
  set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS OFF)

  # RPM: dependencies from rpmbuild's automatic find-requires.
  set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
  set(CPACK_RPM_PACKAGE_LICENSE "GPL-3.0-or-later")
  set(CPACK_RPM_PACKAGE_GROUP "Applications/Internet")
  set(CPACK_RPM_PACKAGE_AUTOREQ ON)
  set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
      /usr/share/applications /usr/share/metainfo /usr/share/icons /usr/share/icons/hicolor
      /usr/share/man /usr/share/man/man1 /usr/share/bash-completion
      /usr/share/bash-completion/completions /usr/lib/systemd /usr/lib/systemd/system)
  # Directories other packages own (filesystem, hicolor-icon-theme, systemd): not claimed.
  foreach(size IN LISTS IDEM_HICOLOR_SIZES)
    list(APPEND CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
         /usr/share/icons/hicolor/${size}x${size} /usr/share/icons/hicolor/${size}x${size}/apps)
  endforeach()
  list(APPEND CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
       /usr/share/icons/hicolor/scalable /usr/share/icons/hicolor/scalable/apps)
  # The unit names /usr/bin/idemgate: the package cannot be relocated.
  set(CPACK_PACKAGE_RELOCATABLE OFF)
  set(CPACK_RPM_PACKAGE_RELOCATABLE OFF)
  # Not a library package: nothing in it provides a soname for others.
  set(CPACK_RPM_PACKAGE_AUTOPROV OFF)
  set(CPACK_RPM_PACKAGE_URL "${PROJECT_HOMEPAGE_URL}")
  set(CPACK_RPM_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
endif()

# --- Qt runtime for Windows and macOS -------------------------------------------------------
# qt_generate_deploy_app_script names its output argument FILENAME_VARIABLE in Qt 6.3/6.4 and
# OUTPUT_SCRIPT from Qt 6.5 on (where FILENAME_VARIABLE is deprecated). Debian 12 has 6.4; the
# release workflow builds Windows and macOS with a newer Qt.
function(idem_qt_deploy_app_script target out_var)
  if(Qt6Core_VERSION VERSION_GREATER_EQUAL 6.5)
    qt_generate_deploy_app_script(TARGET ${target} OUTPUT_SCRIPT _script
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
  else()
    qt_generate_deploy_app_script(TARGET ${target} FILENAME_VARIABLE _script
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
  endif()
  set(${out_var} "${_script}" PARENT_SCOPE)
endfunction()

if(WIN32)
  # --- Windows: NSIS installer (and a ZIP of the same tree) ---------------------------------
  # Layout under the install folder: bin\idemscope.exe, idemctl.exe, idemgate.exe, the Qt DLLs
  # and plugins windeployqt puts next to them, the other DLLs they load (hiredis, libpq,
  # libpqxx, prometheus-cpp, QtKeychain, OpenSSL...) and the MSVC runtime.
  # Without windeployqt (Debian's Qt 6.4 cross-built for MinGW has none), the install script
  # deploys Qt too: its DLLs, the plugin kinds below, and Qt's own translations.
  set(IDEM_DEPLOY_QT_OURSELVES OFF)
  if(CMAKE_CROSSCOMPILING)
    set(IDEM_DEPLOY_QT_OURSELVES ON)
    include(IdemMingw)
    idem_qt_prefix(_qt_prefix)
    set(IDEM_QT_PLUGINS_DIR "${_qt_prefix}/plugins")
    # platforms: qwindows (and offscreen, the tests' platform); styles: the native look; tls:
    # Schannel for https in the workbench and rediss://; imageformats: icons and screenshots.
    set(IDEM_QT_PLUGIN_TYPES platforms styles tls imageformats)
    if(NOT TARGET idemscope)
      set(IDEM_QT_PLUGIN_TYPES tls)
    endif()
    # Qt's texts in Chinese (buttons of standard dialogs), from the build machine's Qt: .qm
    # files are the same on every platform. Installed where QLibraryInfo looks on Windows.
    foreach(_qm IN ITEMS qtbase_zh_CN.qm)
      if(EXISTS "/usr/share/qt6/translations/${_qm}")
        install(FILES "/usr/share/qt6/translations/${_qm}" DESTINATION translations)
      endif()
    endforeach()
  endif()
  if(TARGET idemscope)
    set_target_properties(idemscope PROPERTIES WIN32_EXECUTABLE ON)
    # The icon of idemscope.exe (Explorer, taskbar, the Start-menu entry) and its version info.
    file(TO_NATIVE_PATH "${IDEM_PKG_BIN}/idemscope.ico" IDEM_ICO_NATIVE)
    string(REPLACE "\\" "\\\\" IDEM_ICO_NATIVE "${IDEM_ICO_NATIVE}")
    configure_file("${IDEM_PKG_DIR}/windows/idemscope.rc.in" "${IDEM_PKG_BIN}/idemscope.rc" @ONLY)
    target_sources(idemscope PRIVATE "${IDEM_PKG_BIN}/idemscope.rc")

    # Qt 6.4 built from Debian's sources for MinGW (scripts/windows.sh) has no windeployqt:
    # install-runtime-dlls.cmake deploys Qt's DLLs and plugins there.
    if(NOT IDEM_DEPLOY_QT_OURSELVES)
      idem_qt_deploy_app_script(idemscope _deploy_script)
      install(SCRIPT "${_deploy_script}")
    endif()
  endif()
  # Non-Qt DLLs: file(GET_RUNTIME_DEPENDENCIES) over the three executables, searched in the
  # bin folders of CMAKE_PREFIX_PATH (vcpkg's installed tree, QtKeychain's prefix) and
  # IDEM_RUNTIME_DIRS; Qt's own DLLs are windeployqt's, system DLLs stay out.
  set(IDEM_RUNTIME_DIRS "" CACHE STRING "Extra folders with DLLs the programs load (Windows)")
  set(_dirs ${IDEM_RUNTIME_DIRS})
  if(MINGW)
    include(IdemMingw)
    idem_mingw_runtime_dirs(_mingw_dirs)
    list(APPEND _dirs ${_mingw_dirs})
  endif()
  foreach(p IN LISTS CMAKE_PREFIX_PATH)
    list(APPEND _dirs "${p}/bin")
  endforeach()
  # Forward slashes: the folders are written into cmake_install.cmake as a quoted string.
  list(TRANSFORM _dirs REPLACE "\\\\" "/")
  set(_exes "$<TARGET_FILE:idemctl>" "$<TARGET_FILE:idemgate>")
  if(TARGET idemscope)
    list(APPEND _exes "$<TARGET_FILE:idemscope>")
  endif()
  install(CODE "set(IDEM_RUNTIME_EXECUTABLES \"${_exes}\")
set(IDEM_RUNTIME_SEARCH_DIRS \"${_dirs}\")
set(IDEM_RUNTIME_DESTINATION \"${CMAKE_INSTALL_BINDIR}\")
set(IDEM_RUNTIME_QT_BIN \"$<TARGET_FILE_DIR:Qt6::Core>\")
set(IDEM_RUNTIME_DEPLOY_QT \"${IDEM_DEPLOY_QT_OURSELVES}\")
set(IDEM_RUNTIME_QT_PLUGINS \"${IDEM_QT_PLUGINS_DIR}\")
set(IDEM_RUNTIME_PLUGIN_TYPES \"${IDEM_QT_PLUGIN_TYPES}\")
set(IDEM_RUNTIME_SYSTEM_DLLS \"${IDEM_PKG_DIR}/windows/system-dlls.txt\")
set(IDEM_RUNTIME_STRIP \"$<$<BOOL:${MINGW}>:${CMAKE_STRIP}>\")")
  install(SCRIPT "${IDEM_PKG_DIR}/windows/install-runtime-dlls.cmake")
  set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION "${CMAKE_INSTALL_BINDIR}")
  include(InstallRequiredSystemLibraries)
  # LICENSE.txt: a short GPL notice, then the full GPL-3 text of LICENSE (one copy in the
  # repository). The installer's licence page shows it, and it lands beside bin\, with the
  # third-party licences in licenses\.
  file(READ "${PROJECT_SOURCE_DIR}/LICENSE" IDEM_GPL_TEXT)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/LICENSE")
  configure_file("${IDEM_PKG_DIR}/windows/LICENSE.txt.in" "${IDEM_PKG_BIN}/LICENSE.txt" @ONLY)
  install(FILES "${IDEM_PKG_BIN}/LICENSE.txt" DESTINATION .)
  install(DIRECTORY "${IDEM_PKG_DIR}/licenses/" DESTINATION licenses)

  set(CPACK_GENERATOR "NSIS;ZIP")
  set(CPACK_PACKAGE_FILE_NAME "IdemScope-${PROJECT_VERSION}-windows-x64")
  # The licence page shows the GPL notice and text (plain text: NSIS's page reads .txt).
  set(CPACK_RESOURCE_FILE_LICENSE "${IDEM_PKG_BIN}/LICENSE.txt")
  set(CPACK_NSIS_PACKAGE_NAME "IdemScope")
  set(CPACK_NSIS_DISPLAY_NAME "IdemScope ${PROJECT_VERSION}")
  set(CPACK_NSIS_MUI_ICON "${IDEM_PKG_BIN}/idemscope.ico")
  set(CPACK_NSIS_MUI_UNIICON "${IDEM_PKG_BIN}/idemscope.ico")
  # "Apps & features" shows this icon and offers the uninstaller.
  set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\idemscope.exe")
  set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
  set(CPACK_NSIS_CONTACT "${CPACK_PACKAGE_CONTACT}")
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
  if(CMAKE_HOST_UNIX)
    # A 64-bit installer (Debian's makensis has the amd64 stubs; NSIS defaults to a 32-bit one,
    # which a 64-bit-only Wine, like Debian's wine64, cannot start). CPack 3.25 splits this
    # string at spaces and quotes nothing: the space inside the one argument is escaped.
    set(CPACK_NSIS_EXECUTABLE_PRE_ARGUMENTS [=[-XTarget\\ amd64-unicode]=])
  endif()
  # Start-menu folder "IdemScope" with "IdemScope" -> bin\idemscope.exe (CPack adds the
  # "Uninstall" entry next to it).
  set(CPACK_PACKAGE_EXECUTABLES "idemscope" "IdemScope")
  set(CPACK_NSIS_EXECUTABLES_DIRECTORY "bin")
  set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "IdemScope")
elseif(APPLE)
  # --- macOS: a .dmg holding IdemScope.app -------------------------------------------------
  # The bundle holds the console and, in Contents/MacOS, idemctl and idemgate (app/CMakeLists.txt
  # installs them there on macOS), so that the Qt frameworks macdeployqt copies into
  # Contents/Frameworks serve all three.
  if(NOT TARGET idemscope)
    message(FATAL_ERROR "The macOS package is the console's app bundle: configure with "
                        "IDEM_BUILD_CONSOLE=ON")
  endif()
  set(IDEM_MACOS_MINIMUM "12.0" CACHE STRING "LSMinimumSystemVersion of IdemScope.app")
  set_source_files_properties("${IDEM_PKG_BIN}/idemscope.icns" TARGET_DIRECTORY idemscope
                              PROPERTIES MACOSX_PACKAGE_LOCATION Resources GENERATED TRUE)
  target_sources(idemscope PRIVATE "${IDEM_PKG_BIN}/idemscope.icns")
  set_target_properties(idemscope PROPERTIES
    OUTPUT_NAME IdemScope
    MACOSX_BUNDLE_INFO_PLIST "${IDEM_PKG_DIR}/macos/Info.plist.in"
    MACOSX_BUNDLE_BUNDLE_NAME "IdemScope"
    MACOSX_BUNDLE_GUI_IDENTIFIER "${IDEM_APP_ID}"
    MACOSX_BUNDLE_ICON_FILE "idemscope.icns"
    MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
    MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
    MACOSX_BUNDLE_COPYRIGHT "Copyright 2026 The IdemScope developers")
  foreach(tool IN ITEMS idemctl idemgate)
    # Next to the console in Contents/MacOS: Qt and the other libraries in ../Frameworks.
    set_target_properties(${tool} PROPERTIES INSTALL_RPATH "@executable_path/../Frameworks")
  endforeach()
  if(Qt6Core_VERSION VERSION_GREATER_EQUAL 6.5)
    # macdeployqt for the bundle and, with -executable=, for the two tools inside it, so that
    # their references to Homebrew's or Qt's libraries are rewritten to the bundle's copies.
    qt_generate_deploy_script(TARGET idemscope OUTPUT_SCRIPT _deploy_script CONTENT "
qt_deploy_runtime_dependencies(
    EXECUTABLE IdemScope.app
    ADDITIONAL_EXECUTABLES IdemScope.app/Contents/MacOS/idemctl IdemScope.app/Contents/MacOS/idemgate
)")
  else()
    # Qt 6.4 has no qt_generate_deploy_script: the bundle is deployed, the two tools inside it
    # keep their build-machine library paths.
    message(WARNING "Qt < 6.5: idemctl and idemgate inside IdemScope.app are not relocated")
    idem_qt_deploy_app_script(idemscope _deploy_script)
  endif()
  install(SCRIPT "${_deploy_script}")
  # The licences inside the bundle: IdemScope's GPL-3 text and the third-party ones.
  install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION IdemScope.app/Contents/Resources)
  install(DIRECTORY "${IDEM_PKG_DIR}/licenses/"
          DESTINATION IdemScope.app/Contents/Resources/licenses)

  set(CPACK_GENERATOR "DragNDrop")
  set(CPACK_PACKAGE_FILE_NAME "IdemScope-${PROJECT_VERSION}-macos")
  set(CPACK_DMG_VOLUME_NAME "IdemScope ${PROJECT_VERSION}")
  set(CPACK_DMG_FORMAT "UDZO")
  # The .dmg shows IdemScope.app next to a link to /Applications (CPack's default).
endif()

include(CPack)
