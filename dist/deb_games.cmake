# CPack pre-build script (CPACK_PRE_BUILD_SCRIPTS, dist/CMakeLists.txt): in the Debian package the
# binary goes to /usr/games, Debian's place for the games section (its policy, 11.11; with the
# binary in /usr/bin lintian reports the error package-section-games-but-contains-no-game).
# CPack has installed the install rules' tree in its
# staging folder; the binary is moved from there, from <prefix>/${CPACK_CATA_BINDIR} (bin/) to
# <prefix>/games, before the package is made of the folder. Nothing else moves: the game finds
# its data as ../share/catakombes beside the binary either way.
set(prefix "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT CPACK_CATA_BINDIR STREQUAL "games")
  if(NOT EXISTS "${prefix}/${CPACK_CATA_BINDIR}/catakombes")
    message(FATAL_ERROR "dist/deb_games.cmake: no ${prefix}/${CPACK_CATA_BINDIR}/catakombes to move to games/")
  endif()
  file(MAKE_DIRECTORY "${prefix}/games")
  file(RENAME "${prefix}/${CPACK_CATA_BINDIR}/catakombes" "${prefix}/games/catakombes")
  file(GLOB left "${prefix}/${CPACK_CATA_BINDIR}/*")
  if(NOT left)
    file(REMOVE_RECURSE "${prefix}/${CPACK_CATA_BINDIR}")
  endif()
endif()
