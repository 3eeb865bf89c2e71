# expect: token 1: the stream ends after the VERSION token: no HEADER
# why: HEADER follows VERSION
00000101  #   0 VERSION 1.1
