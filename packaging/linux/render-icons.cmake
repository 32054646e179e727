# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Renders the SVG icon to the hicolor PNG sizes (cmake -P script, run at build time).
# Inputs: SVG, OUT_DIR, SIZES (;-list), RSVG (rsvg-convert or empty), CONVERT (ImageMagick or empty).
foreach(size IN LISTS SIZES)
  set(dir "${OUT_DIR}/${size}x${size}/apps")
  file(MAKE_DIRECTORY "${dir}")
  if(RSVG)
    execute_process(COMMAND "${RSVG}" -w ${size} -h ${size} -o "${dir}/idemscope.png" "${SVG}"
                    RESULT_VARIABLE rc)
  else()
    execute_process(COMMAND "${CONVERT}" -background none -density 384 "${SVG}"
                            -resize ${size}x${size} "PNG32:${dir}/idemscope.png"
                    RESULT_VARIABLE rc)
  endif()
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "rendering the ${size}px icon failed: ${rc}")
  endif()
endforeach()
