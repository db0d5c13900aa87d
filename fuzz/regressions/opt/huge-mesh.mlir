  ovl.mesh @mesh axes [ppp = 9223372036854775807: pipeline, dp = 1 : data, tp = 255 : tensor]
