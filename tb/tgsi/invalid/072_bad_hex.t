# expect: token 1: line 4: 'xyz123' is not a token of 1 to 8 hex digits
# why: the hex text form: tokens of 1-8 hex digits
00000101  #   0 VERSION
xyz123
