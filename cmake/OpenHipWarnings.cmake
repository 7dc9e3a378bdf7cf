# openhip_warnings(target): the warning set for OpenHIP's own code.
function(openhip_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
  if(OPENHIP_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
