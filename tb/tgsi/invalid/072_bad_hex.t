# expect: token 1: 'xyz123' is not a token of 1 to 8 hex digits
# at: 5:1
# why: the hex text form: tokens of 1-8 hex digits
00000101  #   0 VERSION
xyz123
