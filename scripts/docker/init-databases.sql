-- One database per service: the API owns accounts and fleet data, the voice service owns calls.
CREATE DATABASE fleet_api OWNER fleet;
CREATE DATABASE fleet_voice OWNER fleet;
