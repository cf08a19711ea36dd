# Run by CTest after it discovered the tests of one GoogleTest executable; the variables
# come from aw_discover_tests (tests/CMakeLists.txt). Labels each test found and gives it
# the tests' environment.
foreach(test IN LISTS aw_tests)
  set(labels ${aw_label})
  if(test MATCHES "Golden")
    list(APPEND labels golden)
  endif()
  list(FIND aw_slow_tests "${test}" slow)
  if(NOT slow EQUAL -1)
    list(APPEND labels slow)
  endif()
  set_tests_properties("${test}" PROPERTIES LABELS "${labels}" ENVIRONMENT "${aw_environment}")
endforeach()

# A slow test renamed without its entry would lose its label quietly.
foreach(test IN LISTS aw_slow_tests)
  list(FIND aw_tests "${test}" found)
  if(found EQUAL -1)
    message(WARNING "${test} is named slow in tests/CMakeLists.txt but there is no such test")
  endif()
endforeach()
