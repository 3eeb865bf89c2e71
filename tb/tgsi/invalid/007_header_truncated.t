# expect: token 3: the stream ends inside the header (HeaderSize 6 needs tokens up to 6): truncated
# why: HeaderSize 6 but the stream ends after 3 tokens
00000101  #   0 VERSION 1.1
00000406  #   1 HEADER HeaderSize 6
00000001  #   2 PROCESSOR 1
