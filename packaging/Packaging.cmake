# Packaging: installs the desktop integration, man pages, completion, systemd unit and docs,
# then configures CPack. Included once, at the end of the top-level CMakeLists.txt, so every
# install() rule of the project is known before CPack is set up.
#
#   cmake --preset release && cmake --build --preset release
#   cd build/release && cpack -G DEB        # or TGZ; RPM when rpmbuild is installed
#
# Only the Linux layout is written here; Windows (NSIS) and macOS (DragNDrop) are not done yet
# (see docs/packaging.md).

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

  set(IDEM_ICON_SIZES 16 24 32 48 64 128 256)
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
  if(IDEM_RSVG_CONVERT OR IDEM_IM_CONVERT)
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
      COMMENT "Rendering hicolor PNG icons" VERBATIM)
    add_custom_target(idem_package_icons ALL DEPENDS ${_icon_outputs})
    install(DIRECTORY "${IDEM_PKG_BIN}/icons/" DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor")
  else()
    message(WARNING "Neither rsvg-convert nor ImageMagick convert found: only the SVG icon is packaged")
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
  set(CPACK_RPM_PACKAGE_LICENSE "LicenseRef-proprietary")
  set(CPACK_RPM_PACKAGE_GROUP "Applications/Internet")
  set(CPACK_RPM_PACKAGE_AUTOREQ ON)
  set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
      /usr/share/applications /usr/share/metainfo /usr/share/icons /usr/share/icons/hicolor
      /usr/share/man /usr/share/man/man1 /usr/share/bash-completion
      /usr/share/bash-completion/completions /usr/lib/systemd /usr/lib/systemd/system)
endif()

include(CPack)
